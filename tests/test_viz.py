"""Seeing inside: graph pictures (to_dot/render), the engine trace, the backward profiler,
`python -m minitorch explain`."""
import inspect
import re
import shutil
import subprocess
import sys

import pytest

import minitorch
from minitorch.autograd import engine, graphviz
from minitorch.autograd.graph import render, to_dot, trace
from minitorch.autograd.node import AccumulateGrad
from minitorch.autograd.profiler import profile_backward


def leaf(*values):
    return minitorch.tensor(list(values), dtype=minitorch.float64, requires_grad=True)


def parse_dot(dot):
    """({id: label}, [(src, dst, label, attrs)]) of a DOT text."""
    nodes, edges = {}, []
    for line in dot.splitlines():
        m = re.match(r'\s*(\w+) -> (\w+) \[(.*)\];$', line)
        if m:
            label = re.search(r'label="([^"]*)"', m.group(3))
            edges.append((m.group(1), m.group(2), label.group(1) if label else "", m.group(3)))
            continue
        m = re.match(r'\s*(\w+) \[label="([^"]*)"', line)
        if m:
            nodes[m.group(1)] = m.group(2).replace("\\n", "\n")
    return nodes, edges


def first_line(label):
    return label.split("\n")[0]


# -- graph pictures -------------------------------------------------------------------------------

def test_to_dot_nodes_edges_and_leaf_labels():
    x, w = leaf(1.0, 2.0, 3.0), leaf(0.5, 1.0, 2.0)
    y = x * w
    z = (y.exp() + y).sum()
    dot = to_dot(z, params={"x": x, "weight": w})
    assert dot.startswith("digraph backward {") and dot.rstrip().endswith("}")
    nodes, edges = parse_dot(dot)
    by_name = {first_line(label): nid for nid, label in nodes.items()}
    assert set(by_name) == {"output", "SumBackward0", "AddBackward0", "ExpBackward0", "MulBackward0", "x", "weight"}
    # grad_fn.name() and the sequence number in each node's label
    assert nodes[by_name["MulBackward0"]] == f"MulBackward0\n#{y.grad_fn._sequence_nr()}"
    # leaves: parameter name, shape, AccumulateGrad
    assert nodes[by_name["weight"]] == "weight\n(3,)\nAccumulateGrad"
    assert nodes[by_name["output"]] == "output\n()"
    named = {(first_line(nodes[a]), first_line(nodes[b]), label) for a, b, label, _ in edges}
    assert named == {
        ("output", "SumBackward0", "0"),
        ("SumBackward0", "AddBackward0", "0→0"),
        ("AddBackward0", "ExpBackward0", "0→0"),
        ("AddBackward0", "MulBackward0", "1→0"),   # the shared y: two edges into MulBackward0
        ("ExpBackward0", "MulBackward0", "0→0"),
        ("MulBackward0", "x", "0→0"),
        ("MulBackward0", "weight", "1→0"),
    }
    # one node per grad_fn even though MulBackward0 is reached twice
    assert list(nodes.values()).count(nodes[by_name["MulBackward0"]]) == 1


def test_to_dot_names_leaves_from_caller_variables_and_edges_follow_next_functions():
    a, b = leaf(1.0, 2.0), leaf(3.0, 4.0)
    out = (a * 2 + b).sum()
    nodes, edges = parse_dot(to_dot(out))
    labels = {first_line(v) for v in nodes.values()}
    assert {"a", "b"} <= labels
    # every edge is a next_functions entry: walk the graph and compare
    expected, stack, seen = set(), [out.grad_fn], set()
    while stack:
        fn = stack.pop()
        if fn in seen:
            continue
        seen.add(fn)
        for i, (nxt, nr) in enumerate(fn.next_functions):
            if nxt is not None:
                target = "AccumulateGrad" if type(nxt) is AccumulateGrad else nxt.name()
                expected.add((fn.name(), target, f"{i}→{nr}"))
                stack.append(nxt)
    got = {(first_line(nodes[s]), nodes[d].split("\n")[-1] if nodes[d].endswith("AccumulateGrad")
            else first_line(nodes[d]), label) for s, d, label, _ in edges if s != "out0"}
    assert got == expected


def test_to_dot_input_nr_of_a_multi_output_node():
    class Split(minitorch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 1, x * 2

        @staticmethod
        def backward(ctx, ga, gb):
            return ga + 2 * gb

    x = leaf(1.0, 2.0)
    p, q = Split.apply(x)
    out = (p * q).sum()
    nodes, edges = parse_dot(to_dot(out, params={"x": x}))
    split = [(first_line(nodes[s]), label) for s, d, label, _ in edges if first_line(nodes[d]) == "SplitBackward"]
    assert sorted(split) == [("MulBackward0", "0→0"), ("MulBackward0", "1→1")]


def test_to_dot_show_saved_shapes_dtypes_values_and_freed():
    x = leaf(1.0, 2.0, 3.0)
    w = minitorch.ones(3, dtype=minitorch.float32, requires_grad=True)
    z = (x.exp() * w).sum()
    dot = to_dot(z, params={"x": x, "w": w}, show_saved=True)
    nodes, edges = parse_dot(dot)
    saved = {label: (first_line(nodes[s]), nodes[d]) for s, d, label, attrs in edges if "dashed" in attrs}
    assert saved["result"] == ("ExpBackward0", "(3,) torch.float64")
    assert saved["other"] == ("MulBackward0", "w\n(3,) torch.float32")          # a saved leaf keeps its name
    assert saved["self"] == ("MulBackward0", "(3,) torch.float64")              # ExpBackward0's output
    assert "self_sym_sizes" in dot or "self_shape: (3,)" in dot                 # non-tensor saved values
    z.backward()
    nodes, edges = parse_dot(to_dot(z, show_saved=True))
    assert all(nodes[d].endswith("(freed)") for s, d, label, attrs in edges if "dashed" in attrs)


def test_to_dot_errors():
    with pytest.raises(RuntimeError, match="does not require grad"):
        to_dot(minitorch.ones(2))
    with pytest.raises(TypeError, match="expected a Tensor"):
        to_dot([1, 2])


def test_to_dot_names_match_pytorch():
    torch = pytest.importorskip("torch")

    def names(out, walk):
        seen, order, stack = set(), [], [walk(out)]
        while stack:
            fn = stack.pop(0)
            if fn is None or fn in seen:
                continue
            seen.add(fn)
            order.append(fn.name())
            stack.extend(n for n, _ in fn.next_functions)
        return sorted(order)

    def build(lib):
        x = lib.tensor([1.0, 2.0, 3.0], requires_grad=True)
        y = x * 2
        return (y.exp() + y.sigmoid() * x).mean()

    assert names(build(minitorch), lambda t: t.grad_fn) == names(build(torch), lambda t: t.grad_fn)
    nodes, _ = parse_dot(to_dot(build(minitorch)))
    got = sorted(first_line(v) if "AccumulateGrad" not in v else "torch::autograd::AccumulateGrad"
                 for k, v in nodes.items() if k != "out0")
    assert got == names(build(torch), lambda t: t.grad_fn)


def test_render_png(tmp_path):
    if shutil.which("dot") is None:
        pytest.skip("Graphviz 'dot' is not installed")
    x = leaf(1.0, 2.0)
    out = (x * x).sum()
    path = render(out, tmp_path / "graph.png")
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 500
    svg = render(out, tmp_path / "graph.svg", show_saved=True)
    assert "MulBackward0" in open(svg).read()


def test_render_without_graphviz_says_how_to_install(monkeypatch, tmp_path):
    monkeypatch.setattr(shutil, "which", lambda name: None)  # render_dot imports shutil when it runs
    x = leaf(1.0)
    with pytest.raises(graphviz.GraphvizNotFound, match="apt-get install graphviz"):
        render((x * 2).sum(), tmp_path / "g.svg")
    assert not (tmp_path / "g.svg").exists()
    with pytest.raises(ValueError, match="format must be"):
        render((x * 2).sum(), tmp_path / "g.jpg")


# -- the engine trace ------------------------------------------------------------------------------

def reachable_graph(root):
    """{node: number of edges into it} over the graph below ``root``."""
    deps, seen, stack = {}, {root}, [root]
    while stack:
        fn = stack.pop()
        for nxt, _ in fn.next_functions:
            if nxt is not None:
                deps[nxt] = deps.get(nxt, 0) + 1
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
    return seen, deps


def check_order(root, order):
    """The engine's rules, replayed: every reachable node runs once, only after every edge into
    it has delivered, and among the ready nodes the one with the highest sequence number runs
    (AccumulateGrad, with the maximal one, at once)."""
    nodes, deps = reachable_graph(root)
    assert len(order) == len(nodes) and set(order) == nodes
    remaining, ready = dict(deps), {root}
    for fn in order:
        assert fn in ready, f"{fn.name()} ran before its inputs were ready"
        assert fn._sequence_nr() == max(r._sequence_nr() for r in ready), \
            f"{fn.name()} ran while a later-created node was ready"
        ready.remove(fn)
        for nxt, _ in fn.next_functions:
            if nxt is not None:
                remaining[nxt] -= 1
                if remaining[nxt] == 0:
                    ready.add(nxt)
    assert not ready


def branchy_graph():
    """Branches, a shared subexpression (a feeds three nodes), a leaf used twice."""
    x, w = leaf(0.5, -1.0, 2.0), leaf(1.5, 0.25, -0.5)
    a = x * w
    b = a.exp()
    c = a.sin() * x
    d = (b * c + a).sum() + (w * 3).sum()
    return x, w, a, d


def test_trace_order_follows_dependencies_and_sequence_numbers():
    x, w, a, d = branchy_graph()
    root = d.grad_fn
    with trace() as t:
        d.backward()
    check_order(root, t.order())
    assert t.steps[0].node is root and t.steps[0].grads_in == [()]
    assert [s.index for s in t.steps] == list(range(1, len(t.steps) + 1))
    # each step received gradients of the shapes its node's forward outputs had
    for s in t.steps:
        expected = [tuple(m[0]) for m in s.node._input_metadata]
        assert s.grads_in == expected
        if type(s.node) is AccumulateGrad:
            assert s.seq is None and s.accumulated == f"{'x' if s.node.variable is x else 'w'}.grad (3,)"
        else:
            assert s.seq == s.node._sequence_nr()
    # flows: each gradient goes along next_functions; "ready" exactly on the last edge into a node
    last_delivery = {}
    for s in t.steps:
        for f in s.flows:
            if f.target is not None:
                nxt, nr = s.node.next_functions[f.output_nr]
                assert f.input_nr == nr
                last_delivery[nxt] = f.waiting
    assert all(v == 0 for v in last_delivery.values())


def test_trace_order_matches_pytorch():
    torch = pytest.importorskip("torch")

    def run(lib):
        x = lib.tensor([0.5, -1.0, 2.0], dtype=lib.float64, requires_grad=True)
        w = lib.tensor([1.5, 0.25, -0.5], dtype=lib.float64, requires_grad=True)
        a = x * w
        d = (a.exp() * (a.sin() * x) + a).sum() + (w * 3).sum()
        return d

    d = run(torch)
    order, seen, stack = [], set(), [d.grad_fn]
    while stack:   # a pre-hook on every node records PyTorch's execution order
        fn = stack.pop()
        if fn in seen:
            continue
        seen.add(fn)
        fn.register_prehook(lambda grads, fn=fn: order.append(fn.name()))
        stack.extend(n for n, _ in fn.next_functions if n is not None)
    d.backward()
    md = run(minitorch)
    with trace() as t:
        md.backward()
    assert [s.node.name() for s in t.steps] == order


def test_trace_text_reads_as_a_call_chain():
    x = leaf(1.0, 2.0, 3.0)
    y = x ** 2
    z = 2 * y
    c = minitorch.sum(z)
    y.register_hook(lambda g: g)
    with trace() as t:
        c.backward()
    text = str(t)
    lines = text.splitlines()
    assert lines[0].startswith(f"backward call 1: Engine::execute(roots=[SumBackward0 #{c.grad_fn._sequence_nr()} "
                               f"input 0], keep_graph=False, create_graph=False), 4 nodes reachable")
    mul, pow_ = z.grad_fn, y.grad_fn
    assert f"  [2] call_function(MulBackward0 #{mul._sequence_nr()}) <- grads [(3,)]" in lines
    assert any(line.strip().startswith("hook: tensor hook on output 0") for line in lines)
    assert f"        output 0 (3,) -> PowBackward0 #{pow_._sequence_nr()} input 0 (ready)" in lines
    assert "        released saved: self (3,) torch.float64" in lines
    assert "        AccumulateGrad -> x.grad (3,)" in lines
    assert lines[-2] == "  [4] call_function(AccumulateGrad(x)) <- grads [(3,)]"
    assert repr(t) == "<Trace: 1 backward call(s), 4 steps>"


def test_trace_waits_retain_graph_and_two_calls():
    x, w, a, d = branchy_graph()
    with trace(params={"input": x, "weight": w}) as t:
        d.backward(retain_graph=True)
        d.backward()
    assert [c.index for c in t.calls] == [1, 2] and t.calls[0].keep_graph and not t.calls[1].keep_graph
    first = [s for s in t.steps if s.call == 1]
    second = [s for s in t.steps if s.call == 2]
    assert [s.node for s in first] == [s.node for s in second]
    assert all(not s.released for s in first)
    assert any(s.released for s in second)
    text = str(t)
    assert "waits for 1 more" in text and "AccumulateGrad -> input.grad (3,)" in text
    assert "backward call 2" in text


def test_trace_autograd_grad_prunes_and_captures():
    x, w = leaf(1.0, 2.0), leaf(3.0, 4.0)
    y = (x * w).sum() + (w * w).sum()
    with trace() as t:
        (gx,) = minitorch.autograd.grad(y, [x])
    names = [s.name for s in t.steps]
    assert "torch::autograd::AccumulateGrad" not in names   # grad() accumulates nothing
    assert t.calls[0].captured == [f"inputs[0] <- AccumulateGrad(x) input 0: (2,)"]
    assert "not needed by this backward, dropped" in str(t)   # MulBackward0 of w * w feeds only w
    assert "captured for autograd.grad" in str(t)


def test_trace_is_free_when_inactive_and_restores_on_error():
    assert engine._observer is None
    x = leaf(1.0)
    with pytest.raises(RuntimeError, match="boom"):
        with trace():
            assert engine._observer is not None
            raise RuntimeError("boom")
    assert engine._observer is None
    with trace() as t:
        pass
    assert str(t) == "(no backward ran inside the trace)"
    (x * 2).sum().backward()
    assert t.steps == []


def test_trace_to_dot_overlays_the_order():
    x, w, a, d = branchy_graph()
    with trace() as t:
        d.backward()
    nodes, edges = parse_dot(t.to_dot())
    steps = {}
    for nid, label in nodes.items():
        for m in re.finditer(r"step (\d+)", label):
            steps[int(m.group(1))] = nid
    assert sorted(steps) == list(range(1, len(t.steps) + 1))
    order_edges = [(s, d_, label) for s, d_, label, attrs in edges if "dotted" in attrs]
    assert order_edges == [(steps[k], steps[k + 1], f"{k}→{k + 1}") for k in range(1, len(t.steps))]


# -- the backward profiler -------------------------------------------------------------------------

def test_profile_backward_counts_and_splits_time():
    x, w, a, d = branchy_graph()
    with profile_backward() as prof:
        with trace() as t:
            d.backward()
    by_type = {r.key: r for r in prof.key_averages()}
    expected = {}
    for s in t.steps:
        key = "AccumulateGrad" if type(s.node) is AccumulateGrad else s.name
        expected[key] = expected.get(key, 0) + 1
    assert {k: r.count for k, r in by_type.items()} == expected
    assert by_type["MulBackward0"].count == 4
    per_node = prof.key_averages(group_by_node=True)
    assert sum(r.count for r in per_node) == len(t.steps)
    assert {"AccumulateGrad(x)", "AccumulateGrad(w)"} <= {r.key for r in per_node}
    assert prof.backward_calls == 1
    assert 0 < prof.apply_time <= prof.node_time <= prof.total_time
    assert prof.engine_time == pytest.approx(prof.total_time - prof.apply_time)
    for r in per_node:
        assert 0 <= r.self_cpu_time_total <= r.cpu_time_total


def test_profile_table_sorted_and_summary():
    x, w, a, d = branchy_graph()
    with profile_backward() as prof:
        d.backward()
    table = prof.table(sort_by="count")
    rows = [line.split() for line in table.splitlines()[3:-1]]
    counts = [int(r[1]) for r in rows]
    assert counts == sorted(counts, reverse=True) and rows[0][0] == "MulBackward0"
    assert table.splitlines()[1].split()[:3] == ["Name", "Calls", "Total"]
    totals = [float(line.split()[-5]) for line in prof.table().splitlines()[3:-1]]
    assert totals == sorted(totals, reverse=True)
    assert len(prof.table(row_limit=2).splitlines()) == 6
    text = str(prof)
    assert text.startswith("backward: 1 call(s), ") and "formulas (Node.apply)" in text and "scheduling" in text
    with pytest.raises(ValueError, match="sort_by"):
        prof.table(sort_by="bogus")
    assert engine._observer is None


# -- python -m minitorch explain -------------------------------------------------------------------

from minitorch._explain import explain  # noqa: E402


def test_explain_generated_op_by_schema():
    text = explain("mul.Tensor")
    assert text.startswith("=== mul.Tensor: mul.Tensor(Tensor self, Tensor other) -> Tensor")
    assert re.search(r"--- yaml entry \(derivatives.yaml:\d+\)", text)
    assert "  self: grad * other\n  other: grad * self" in text           # the yaml, verbatim
    assert "class MulBackward0(GeneratedNode):" in text                       # the node, from generated source
    assert "grad_inputs[0] = broadcast_product(node, 0, grad, other)" in text
    assert "def mul_Tensor(self, other):" in text and "out = xp.multiply(self_, other_)" in text  # kernel, inline
    assert "grad_fn = MulBackward0()" in text
    assert "torch.mul, Tensor.__mul__, Tensor.__rmul__, Tensor.mul" in text


def test_explain_by_base_name_node_name_and_method():
    text = explain("mul")
    assert "(also named mul: mul.Scalar -> MulBackward1; explain one by its full name)" in text
    assert "=== mul.Tensor:" in text and "=== mul.Scalar:" not in text
    assert explain("MulBackward0") == explain("mul.Tensor")
    assert explain("Tensor.mul") == text and explain("torch.mul") == text
    sum_text = explain("sum")   # two public overloads: both shown
    assert "=== sum: " in sum_text and "=== sum.dim_IntList: " in sum_text


def test_explain_non_differentiable_op_has_no_node():
    text = explain("eq.Tensor")
    assert "(none: no differentiable output, so the forward records no node)" in text
    assert "def eq_Tensor(self, other):" in text


def test_explain_formula_helpers_and_composite_and_handwritten():
    text = explain("add.Tensor")
    assert "--- formula helpers (functions_manual.py)" in text and "def maybe_multiply(" in text
    comp = explain("softmax")
    # softmax is wrapped (numpy_keywords, out=): the place named is its own, file and line alike
    line = inspect.getsourcelines(minitorch._composite.softmax)[1]
    assert comp.startswith(f"=== softmax: composite op (minitorch._composite.softmax, src/minitorch/_composite.py:{line})")
    assert "return _vt._softmax(input, dim, False)" in comp and "explain _softmax" in comp
    assert "class SoftmaxBackward0(GeneratedNode):" in explain("_softmax")
    acc = explain("AccumulateGrad")
    assert acc.startswith("=== AccumulateGrad: hand-written node (src/minitorch/autograd/node.py:")
    assert "class AccumulateGrad(Node):" in acc


def test_explain_unknown_name_suggests():
    with pytest.raises(LookupError, match=r"no op, schema or node named 'mull'\. Did you mean: mul"):
        explain("mull")


def test_explain_command_line(capsys):
    from minitorch.__main__ import main
    assert main(["explain", "exp", "nosuchop"]) == 1
    out, err = capsys.readouterr()
    assert out.startswith("=== exp: exp(Tensor self) -> Tensor") and "class ExpBackward0" in out
    assert "no op, schema or node named 'nosuchop'" in err
    proc = subprocess.run([sys.executable, "-m", "minitorch", "explain", "MulBackward0"], capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0 and "class MulBackward0(GeneratedNode):" in proc.stdout
