"""The generator: validation errors name file, line and entry; output is deterministic;
node names and saved-state inference follow PyTorch's rules."""
import textwrap

import pytest

from tools.codegen.__main__ import ROOT, main
from tools.codegen.errors import CodegenError
from tools.codegen.load import load, manual_helper_names
from tools.codegen.plan import op_prefix, plan_all

HELPERS = manual_helper_names(ROOT / "src/minitorch/autograd/functions_manual.py")


def load_text(tmp_path, text):
    path = tmp_path / "derivatives.yaml"
    path.write_text(textwrap.dedent(text))
    return load(path, HELPERS)


def error_of(tmp_path, text):
    with pytest.raises(CodegenError) as info:
        load_text(tmp_path, text)
    return str(info.value)


GOOD = """
- name: mul.Tensor(Tensor self, Tensor other) -> Tensor
  kernel: xp.multiply(self, other)
  self: grad * other
  other: grad * self
"""


def test_a_good_entry_loads(tmp_path):
    (entry,) = load_text(tmp_path, GOOD)
    assert entry.schema.full_name == "mul.Tensor"
    assert [d.var_names for d in entry.derivatives] == [("self",), ("other",)]


@pytest.mark.parametrize("text, message", [
    ("- name: mul.Tensor(Tensor self, Tensor other) => Tensor\n  kernel: x\n", "malformed schema"),
    ("- name: mul.Tensor(Tensor self, Tensor other) -> Tensor\n  kernel: xp.multiply(self, other)\n"
     "  self: grad * other\n  other: grad * self\n  colour: red\n", "unknown key 'colour'"),
    ("- name: mul.Tensor(Tensor self, Tensor other) -> Tensor\n  kernel: xp.multiply(self, other)\n"
     "  self: grad * othr\n  other: grad * self\n", "uses othr"),
    ("- name: pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor\n  kernel: xp.power(self, exponent)\n"
     "  self: grad\n  exponent: grad\n", "non-Tensor argument"),
    ("- name: mul.Tensor(Tensor self, Tensor other) -> Tensor\n  kernel: xp.multiply(self, other)\n"
     "  self: grad * other\n", "Tensor argument 'other' has neither a formula nor non_differentiable"),
    ("- name: max.dim(Tensor self, int dim) -> (Tensor values, Tensor indices)\n  kernel: xp\n"
     "  self: grad + grads[1]\n", "illegally mixes use of 'grad' and 'grads'"),
    ("- name: max.dim(Tensor self, int dim) -> (Tensor values, Tensor indices)\n  kernel: xp\n"
     "  self: grads[2]\n", "Out of bounds grads access"),
    ("- name: neg(Tensor self) -> Tensor\n  kernel: xp.negative(self)\n  self: -grad\n"
     "- name: neg(Tensor self) -> Tensor\n  kernel: xp.negative(self)\n  self: -grad\n", "duplicate schema 'neg'"),
    ("- name: neg(Tensor self) -> Tensor\n  self: -grad\n", "missing 'kernel:'"),
    ("- name: neg(Tensor self) -> Tensor\n  kernel: xp.negative(self)\n  out_variant: no out\n  self: -grad\n",
     "out_variant: 'no out': expects true or false"),
    ("- name: neg(Tensor self) -> Tensor\n  kernel: xp.negative(other)\n  self: -grad\n", "kernel uses other"),
    ("- name: neg(Tensor self) -> Tensor\n  kernel: xp.negative(self)\n  check: K.c(other)\n  self: -grad\n",
     "check uses other"),
    ("- name: neg(Tensor self) -> Tensor\n  kernel: xp.negative(self)\n  check: K.c([a for a in self])\n"
     "  self: -grad\n", "check binds names of its own"),
    ("- name: neg(Tensor self) -> Tensor\n  kernel: xp.negative(self)\n  self: -grad +\n", "not a Python expression"),
    ("- name: neg(Tensor self) -> Tensor\n  kernel: xp.negative(self)\n  self: -grad\n  dtype: wide\n",
     "unknown dtype rule"),
    ("- name: neg(Tensor self) -> Tensor\n  kernel: xp.negative(self)\n  autograd: Missing\n",
     "the only value is NotImplemented"),
    ("- name: mul.Tensor(Tensor self, Tensor other) -> Tensor\n  kernel: xp.multiply(self, other)\n"
     "  self: grad * other\n  \"self, other\": check_no_requires_grad\n", "applies to one argument at a time"),
    ("- name: neg(Tensor self) -> Tensor\n  kernel: xp.negative(self)\n  self: -grad\n  autograd: NotImplemented\n",
     "autograd: NotImplemented takes no formulas"),
    (GOOD + "  deprecated:\n    - mul(Tensor self, Scalar alpha, Tensor other) -> Tensor\n",
     "deprecated: 'mul(Tensor self, Scalar alpha, Tensor other) -> Tensor': 'alpha' is not an argument of the op"),
    (GOOD + "  deprecated:\n    - mul(Tensor self) -> Tensor\n", "leaves out other, which the op requires"),
    (GOOD + "  deprecated:\n    - mul(Scalar self, Tensor other) -> Tensor\n",
     "'self' is Scalar but the op's is Tensor"),
    (GOOD + "  deprecated:\n    - add(Tensor self, Tensor other) -> Tensor\n", "is not a signature of mul"),
    (GOOD + "  deprecated: mul(Tensor other, Tensor self) -> Tensor\n", "deprecated: expects a list of schemas"),
])
def test_validation_errors_name_file_line_and_entry(tmp_path, text, message):
    error = error_of(tmp_path, text)
    assert message in error
    assert error.startswith("derivatives.yaml:")
    line = int(error.split(":")[1])
    assert line >= 1


def test_a_formula_calls_an_op_of_the_file_through_its_wrapper(tmp_path):
    """As PyTorch's formulas call at::<op>: an op with one overload by its name, rendered as ``VT.<wrapper>``; a
    builtin of the same name (``slice``) stays the builtin; an overloaded name says no overload."""
    ops = """
- name: tanh(Tensor self) -> Tensor
  kernel: xp.tanh(self)
  self: tanh_backward(grad, result)
  result: tanh_backward(self_t, result)
- name: tanh_backward(Tensor grad_output, Tensor output) -> Tensor
  kernel: grad_output * (1 - output * output)
  variants: none
  grad_output: tanh_backward(grad, output)
  output: grad * grad_output * [slice(None)][0].step
- name: slice.Tensor(Tensor self, int dim) -> Tensor
  kernel: self
  self: grad
"""
    plans = {p.schema.full_name: p for p in plan_all(load_text(tmp_path, ops))}
    assert plans["tanh"].derivatives[0].formula == "VT.tanh_backward(grad, result)"
    assert plans["tanh"].forward[0].formula == "VT.tanh_backward(self_t, result)"
    assert "[slice(None)]" in plans["tanh_backward"].derivatives[1].formula
    overloaded = ops + GOOD + GOOD.replace("mul.Tensor", "mul.Other") + "- name: neg(Tensor self) -> Tensor\n" \
        "  kernel: xp.negative(self)\n  self: mul(grad, grad)\n"
    assert "uses mul, which is neither an argument, an output, a helper in functions_manual.py nor an op" \
        in error_of(tmp_path, overloaded)


def test_error_line_points_at_the_offending_key(tmp_path):
    text = GOOD + "- name: neg(Tensor self) -> Tensor\n  kernel: xp.negative(self)\n  self: -grd\n"
    error = error_of(tmp_path, text)
    assert error.startswith("derivatives.yaml:8: entry 'neg'"), error


def test_node_names_follow_pytorch():
    assert op_prefix("mul") == "MulBackward"
    assert op_prefix("_softmax") == "SoftmaxBackward"
    assert op_prefix("threshold_backward") == "ThresholdBackwardBackward"
    assert op_prefix("nll_loss_forward") == "NllLossBackward"
    plans = {p.schema.full_name: p for p in plan_all(load(ROOT / "derivatives.yaml", HELPERS))}
    assert plans["mul.Tensor"].node_name == "MulBackward0"
    assert plans["mul.Scalar"].node_name == "MulBackward1"
    assert plans["pow.Scalar"].node_name == "PowBackward2"
    assert plans["_softmax"].node_name == "SoftmaxBackward0"
    assert plans["max.dim"].node_name == "MaxBackward0"
    assert plans["max"].node_name == "MaxBackward1"


def test_saved_state_is_inferred_from_formulas():
    plans = {p.schema.full_name: p for p in plan_all(load(ROOT / "derivatives.yaml", HELPERS))}
    saved = lambda name: {(s.name, s.kind) for s in plans[name].saved}  # noqa: E731
    assert saved("mul.Tensor") == {("self_", "tensor"), ("other_", "tensor")}
    assert saved("sum") == {("self_shape", "value")}          # keeps no tensor alive
    assert saved("sum.dim_IntList") == {("self_shape", "value"), ("dim", "value"), ("keepdim", "value")}
    assert saved("exp") == {("result_", "output")}
    assert saved("expand") == {("self_shape", "value")}
    guards = {s.name: s.guard for s in plans["mul.Tensor"].saved}
    assert guards == {"self_": 1, "other_": 0}  # each input saved only if the other needs a gradient
    # zeros_like(p) needs p's type and size only: PyTorch's TypeAndSize p_info, which grad_fn does not show
    assert saved("bernoulli_.Tensor") == {("p_info", "value")}
    assert [s.public for s in plans["bernoulli_.Tensor"].saved] == [None]
    assert plans["bernoulli_.Tensor"].node_name == "BernoulliBackward1"
    assert plans["bernoulli.p"].node_name == "NotImplemented"


def test_generation_is_deterministic(tmp_path):
    for run in ("a", "b"):
        assert main(["--out", str(tmp_path / run), "--docs", str(tmp_path / f"{run}.md")]) == 0
    for name in ("functions.py", "variable_type.py", "python_functions.py", "__init__.py"):
        assert (tmp_path / "a" / name).read_text() == (tmp_path / "b" / name).read_text()
        assert (tmp_path / "a" / name).read_text() == (ROOT / "generated" / name).read_text(), \
            f"generated/{name} is stale: run make generate"


def test_generated_files_name_their_source():
    for name in ("functions.py", "variable_type.py", "python_functions.py"):
        text = (ROOT / "generated" / name).read_text()
        assert text.startswith("# @generated from derivatives.yaml by tools/codegen")


def test_node_docstrings_carry_schema_and_formulas():
    from minitorch._generated.functions import MulBackward0
    assert "mul.Tensor(Tensor self, Tensor other) -> Tensor" in MulBackward0.__doc__
    assert "other: grad * self" in MulBackward0.__doc__


def test_cli_reports_errors_with_exit_code(tmp_path, capsys):
    bad = tmp_path / "derivatives.yaml"
    bad.write_text("- name: neg(Tensor self) -> Tensor\n  self: -grad\n")
    assert main(["--yaml", str(bad), "--out", str(tmp_path / "out"), "--docs", str(tmp_path / "o.md")]) == 1
    assert "derivatives.yaml:1: entry 'neg': missing 'kernel:'" in capsys.readouterr().err


def test_check_no_requires_grad_loads_as_an_input_without_formula(tmp_path):
    (entry,) = load_text(tmp_path, """
- name: mul.Tensor(Tensor self, Tensor other) -> Tensor
  kernel: xp.multiply(self, other)
  self: grad * other
  other: check_no_requires_grad
""")
    assert entry.check_no_requires_grad == ("other",) and "other" in entry.non_differentiable


def test_a_number_or_tensor_argument_is_tested_once():
    """``other`` of mul may be a number: the wrapper tests it with isinstance once, into ``other_is_tensor``,
    where it used to test at each of four uses."""
    import inspect

    import minitorch
    for wrapper in (minitorch._variable_type.mul_Tensor, minitorch._variable_type.mul__Tensor):  # mul, mul_
        source = inspect.getsource(wrapper)
        assert source.count("isinstance(other, Tensor)") == 1
        assert "other_is_tensor = isinstance(other, Tensor)" in source
        assert source.count("other_is_tensor") >= 4
    x = minitorch.tensor([1.0, 2.0], requires_grad=True)
    for other in (3, minitorch.tensor([3.0, 4.0], requires_grad=True)):
        (x * other).sum().backward()
    assert x.grad.tolist() == [6.0, 7.0]
    y = minitorch.tensor([1.0, 2.0], requires_grad=True)
    for other in (3, minitorch.tensor([3.0, 4.0], requires_grad=True)):
        z = y * 1
        z.mul_(other)
        z.sum().backward()
    assert y.grad.tolist() == [6.0, 7.0]


def test_python_signatures_are_pytorchs_and_in_its_order(tmp_path):
    """The overload parser's errors list each overload as PyTorch's generated bindings write it, sorted as
    gen_python_functions' sort_overloads does (a Scalar after its Tensor twin, an int[] after an int); an entry with
    `out_variant: false` shows no out=."""
    from tools.codegen.render import python_signatures
    entries = load_text(tmp_path, """
        - name: pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
          kernel: xp.power(self, exponent)
          self: grad
          exponent: grad
        - name: pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
          kernel: xp.power(self, exponent)
          self: grad
        - name: pow.Scalar(Scalar self, Tensor exponent) -> Tensor
          kernel: xp.power(self, exponent)
          variants: function
          out_variant: false
          exponent: grad
        """)
    plans = plan_all(entries)
    assert python_signatures("pow", plans, method=False) == [
        "pow(Tensor input, Tensor exponent, *, Tensor out=None)", "pow(Scalar self, Tensor exponent)",
        "pow(Tensor input, Scalar exponent, *, Tensor out=None)"]
    assert python_signatures("pow", plans, method=True) == ["pow(Tensor exponent)", "pow(Scalar exponent)"]


def test_a_method_with_keyword_only_parameters_gets_a_function_of_its_own(tmp_path):
    """The wrapper takes every parameter positionally (generated code calls it so); the method bound to it would
    take ``x.cumsum(0, torch.float64)``, which PyTorch refuses: the method is a function with ``*extra`` that does."""
    from tools.codegen.render import method_checks, method_signature, needs_method_function
    entries = load_text(tmp_path, """
        - name: cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
          kernel: xp.cumsum(self, dim)
          self: grad
        - name: normal_(Tensor(a!) self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor(a!)
          kernel: self
          variants: method
          self: grad
        - name: neg(Tensor self) -> Tensor
          kernel: xp.negative(self)
          self: -grad
        """)
    cumsum, normal, neg = (p.schema for p in plan_all(entries))
    assert needs_method_function(cumsum) and needs_method_function(normal) and not needs_method_function(neg)
    assert method_signature(cumsum) == "self, dim, *extra, dtype=None"
    assert method_checks("cumsum", cumsum) == ["if extra:", "    too_many_positional('cumsum', 1, 1, 1 + len(extra))"]
    assert method_signature(normal) == "self, mean=0, std=1, *extra, generator=None"
    assert method_checks("normal_", normal)[1] == "    too_many_positional('normal_', 0, 2, 2 + len(extra))"
