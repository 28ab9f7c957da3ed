"""The loaded, validated contents of derivatives.yaml."""
from dataclasses import dataclass, field
from typing import Optional

from .schema import Schema


@dataclass
class Derivative:
    """One backward formula: the gradient of ``var_names`` (one, or several for a
    tuple-returning formula) given the output gradients."""
    var_names: tuple
    formula: str
    line: int
    not_implemented: Optional[str] = None


@dataclass
class ForwardDerivative:
    """One forward-mode (JVP) formula for ``var_names`` (outputs); kept for forward AD."""
    var_names: tuple
    formula: str
    line: int


@dataclass
class Entry:
    schema: Schema
    file: str
    line: int
    kernel: str
    dtype_rule: Optional[str]
    derivatives: list
    forward_derivatives: list
    non_differentiable: frozenset
    output_differentiability: Optional[list]
    variants: frozenset
    operators: tuple
    python_name: Optional[str]
    samples: list
    gradgradcheck: Optional[str]   # None: checked; else the reason it is not
    gradcheck: Optional[str]
    torch_check: Optional[str]     # None: compared with PyTorch; else the reason it is not
    view: bool = False
    dtype_operands: Optional[list] = None  # the arguments `dtype: rule(a, b)` names
    inplace: frozenset = frozenset()  # variants of the generated in-place op `name_` (`inplace:` key)
    forward_torch_check: Optional[str] = None  # None: tangents compared with PyTorch's; else the reason not
    not_implemented_node: bool = False  # `autograd: NotImplemented`: no formulas, PyTorch's NotImplemented node
    check_no_requires_grad: tuple = ()  # inputs without a formula that refuse requires_grad in grad mode
    autocast: Optional[dict] = None  # device type -> autocast policy (`autocast:` key), None: never cast
    check: Optional[str] = None  # `check:` expression run on the arrays before promotion (ATen's checks)
    out_variant: bool = True     # does `minitorch.<op>` take `out=` (`out_variant:` key)
    strided_torch_check: Optional[str] = None  # None: strided views of the samples compared too; else why not
    deprecated: tuple = ()       # deprecated Python signatures (Schemas), taken with PyTorch's warning
    extra: dict = field(default_factory=dict)

    @property
    def where(self):
        return f"{self.file}:{self.line}: entry '{self.schema.full_name}'"

    @property
    def differentiable_outputs(self):
        n = len(self.schema.returns)
        if self.output_differentiability is not None:
            flags = list(self.output_differentiability) + [False] * (n - len(self.output_differentiability))
            return [i for i, f in enumerate(flags) if f]
        if not self.derivatives and not self.not_implemented_node:
            return []
        return list(range(n))
