"""torch.testing.assert_close: compare (nested sequences / mappings of) tensors, numbers, booleans and None.

The inputs are first split into leaf pairs (sequences element by element, mappings key by key); a structural
problem (lengths, keys, an unsupported type, half-given tolerances) is raised at once, without ``msg``, as
PyTorch does. Then each leaf pair is compared and the first mismatch is raised, with ``msg`` in place of (a
string) or wrapped around (a callable) the generated message. Messages are PyTorch's, word for word.
"""
import cmath
import collections.abc
import warnings

from .. import _dtype
from .. import backends
from ..autograd.grad_mode import no_grad

__all__ = ["assert_close", "assert_allclose"]

# {dtype: (rtol, atol)}: PyTorch's defaults; a dtype not listed (integers, bool) compares exactly
_DEFAULT_TOLERANCES = {
    _dtype.float16: (0.001, 1e-5),
    _dtype.float32: (1.3e-6, 1e-5),
    _dtype.float64: (1e-7, 1e-7),
}
# a Python number compares with the tolerances of the dtype PyTorch gives it (complex128 for complex, whose
# tolerances are float64's; minitorch has no complex dtypes)
_NUMBER_DTYPE = {int: _dtype.int64, float: _dtype.float64, complex: _dtype.float64}


class _Mismatch(Exception):
    """A failed check: the exception type to raise, its message, and where in the nested inputs it happened."""

    def __init__(self, error_type, message, path=()):
        super().__init__(message)
        self.error_type = error_type
        self.message = message
        self.path = path

    def to_error(self, msg=None):
        if isinstance(msg, str):
            return self.error_type(msg)
        text = self.message
        if self.path:
            text += "\n\nThe failure occurred for item " + "".join(str([item]) for item in self.path)
        return self.error_type(msg(text) if callable(msg) else text)


class _Unsupported(Exception):
    """This kind of leaf pair does not handle these inputs; the next kind is tried."""


def default_tolerances(*inputs, dtype_precisions=None):
    """The loosest (rtol, atol) of the inputs' dtypes (tensors or dtypes)."""
    from .._tensor import Tensor
    table = dtype_precisions or _DEFAULT_TOLERANCES
    rtols, atols = [], []
    for item in inputs:
        if isinstance(item, Tensor):
            item = item.dtype
        elif not isinstance(item, _dtype.dtype):
            raise TypeError(f"Expected a torch.Tensor or a torch.dtype, but got {type(item)} instead.")
        rtol, atol = table.get(item, (0.0, 0.0))
        rtols.append(rtol)
        atols.append(atol)
    return max(rtols), max(atols)


def _tolerances(rtol, atol, defaults, path):
    if (rtol is None) != (atol is None):
        missing = "rtol" if rtol is None else "atol"
        raise _Mismatch(ValueError, f"Both 'rtol' and 'atol' must be either specified or omitted, but got no "
                                    f"{missing}.", path)
    if rtol is not None:
        return rtol, atol
    return defaults()


# -- messages ---------------------------------------------------------------------------------

def _difference_message(identifier, default_identifier, extra, rtol, atol, abs_diff, rel_diff, abs_index=None,
                         rel_index=None):
    exact = rtol == 0 and atol == 0
    if identifier is None:
        identifier = default_identifier
    elif callable(identifier):
        identifier = identifier(default_identifier)
    lines = [f"{identifier} are not {'equal' if exact else 'close'}!", "", extra.strip()]
    for kind, diff, index, tol in (("absolute", abs_diff, abs_index, atol), ("relative", rel_diff, rel_index, rtol)):
        line = f"{kind.title()} difference: {diff}" if index is None else \
            f"Greatest {kind} difference: {diff} at index {index}"
        lines.append(line if exact else f"{line} (up to {tol} allowed)")
    return "\n".join(lines)


def _scalar_message(actual, expected, rtol, atol, identifier=None):
    abs_diff = abs(actual - expected)
    rel_diff = float("inf") if expected == 0 else abs_diff / abs(expected)
    return _difference_message(identifier, "Scalars", f"Expected {expected} but got {actual}.", rtol, atol,
                               abs_diff, rel_diff)


def _unravel(flat_index, shape):
    index = []
    for size in reversed(shape):
        flat_index, rest = divmod(flat_index, size)
        index.append(rest)
    return tuple(reversed(index))


def _tensor_message(actual, expected, matches, rtol, atol, identifier=None):
    import minitorch
    total = matches.numel()
    mismatched = total - int(matches.sum())
    extra = f"Mismatched elements: {mismatched} / {total} ({mismatched / total:.1%})"
    actual_flat, expected_flat, matches_flat = actual.flatten(), expected.flatten(), matches.flatten()
    if not actual.dtype.is_floating_point:  # integers and bools: differences in int64, so none overflows
        actual_flat, expected_flat = actual_flat.to(minitorch.int64), expected_flat.to(minitorch.int64)
    abs_diff = (actual_flat - expected_flat).abs()
    abs_diff[matches_flat] = 0  # only mismatches count towards the greatest differences
    rel_diff = abs_diff / expected_flat.abs()
    rel_diff[matches_flat] = 0
    max_abs, abs_at = minitorch.max(abs_diff, 0)
    max_rel, rel_at = minitorch.max(rel_diff, 0)
    shape = tuple(matches.shape)
    return _difference_message(identifier, "Tensor-likes", extra, rtol, atol, max_abs.item(), max_rel.item(),
                               _unravel(int(abs_at), shape) if shape else (),
                               _unravel(int(rel_at), shape) if shape else ())


# -- leaf pairs ---------------------------------------------------------------------------------

class _Pair:
    def __init__(self, actual, expected, path):
        self.actual, self.expected, self.path = actual, expected, path

    def fail(self, message, error_type=AssertionError):
        raise _Mismatch(error_type, message, self.path)


class _NonePair(_Pair):
    def __init__(self, actual, expected, path, **options):
        if actual is not None and expected is not None:
            raise _Unsupported
        super().__init__(actual, expected, path)

    def compare(self):
        if not (self.actual is None and self.expected is None):
            self.fail(f"None mismatch: {self.actual} is not {self.expected}")


def _numpy_scalar_types():
    xp = backends.cpu.xp
    return xp.bool_, xp.number


class _BooleanPair(_Pair):
    def __init__(self, actual, expected, path, **options):
        bool_types = (bool, _numpy_scalar_types()[0])
        if not (isinstance(actual, bool_types) and isinstance(expected, bool_types)):
            raise _Unsupported
        super().__init__(bool(actual), bool(expected), path)

    def compare(self):
        if self.actual is not self.expected:
            self.fail(f"Booleans mismatch: {self.actual} is not {self.expected}")


class _NumberPair(_Pair):
    def __init__(self, actual, expected, path, rtol=None, atol=None, equal_nan=False, check_dtype=False,
                 **options):
        number_types = (int, float, complex, _numpy_scalar_types()[1])
        if not (isinstance(actual, number_types) and isinstance(expected, number_types)):
            raise _Unsupported
        np_number = _numpy_scalar_types()[1]
        actual, expected = (x.item() if isinstance(x, np_number) else x for x in (actual, expected))
        super().__init__(actual, expected, path)

        # a bool against a number has no dtype here: a KeyError, wrapped in a RuntimeError, as in PyTorch
        dtypes = [_NUMBER_DTYPE[type(x)] for x in (actual, expected)]
        self.rtol, self.atol = _tolerances(rtol, atol, lambda: default_tolerances(*dtypes), path)
        self.equal_nan, self.check_dtype = equal_nan, check_dtype

    def compare(self):
        actual, expected = self.actual, self.expected
        if self.check_dtype and type(actual) is not type(expected):
            self.fail(f"The (d)types do not match: {type(actual)} != {type(expected)}.")
        if actual == expected:
            return
        if self.equal_nan and cmath.isnan(actual) and cmath.isnan(expected):
            return
        difference = abs(actual - expected)
        if cmath.isfinite(difference) and difference <= self.atol + self.rtol * abs(expected):
            return
        self.fail(_scalar_message(actual, expected, self.rtol, self.atol))


class _TensorLikePair(_Pair):
    def __init__(self, actual, expected, path, allow_subclasses=True, rtol=None, atol=None, equal_nan=False,
                 check_device=True, check_dtype=True, check_layout=True, check_stride=False, **options):
        if not (isinstance(actual, type(expected)) or isinstance(expected, type(actual))):
            raise _Unsupported
        if not allow_subclasses and type(actual) is not type(expected):
            raise _Unsupported
        actual, expected = self._as_tensor(actual), self._as_tensor(expected)
        super().__init__(actual, expected, path)
        self.rtol, self.atol = _tolerances(rtol, atol, lambda: default_tolerances(actual, expected), path)
        self.equal_nan = equal_nan
        self.check_device, self.check_dtype = check_device, check_dtype
        self.check_layout, self.check_stride = check_layout, check_stride

    @staticmethod
    def _as_tensor(value):
        from .._tensor import Tensor
        if isinstance(value, Tensor):
            return value
        from .._creation import as_tensor
        try:
            return as_tensor(value)
        except Exception:  # noqa: BLE001 - not tensor-like: the next kind of pair may take it
            raise _Unsupported from None

    def _attribute_mismatch(self, name, actual_value, expected_value):
        self.fail(f"The values for attribute '{name}' do not match: {actual_value} != {expected_value}.")

    def compare(self):
        actual, expected = self.actual, self.expected
        if actual.shape != expected.shape:
            self._attribute_mismatch("shape", actual.shape, expected.shape)
        if actual.layout != expected.layout:
            if self.check_layout:
                self._attribute_mismatch("layout", actual.layout, expected.layout)
        elif self.check_stride and actual.stride() != expected.stride():
            self._attribute_mismatch("stride()", actual.stride(), expected.stride())
        if self.check_device and actual.device != expected.device:
            self._attribute_mismatch("device", actual.device, expected.device)
        if self.check_dtype and actual.dtype != expected.dtype:
            self._attribute_mismatch("dtype", actual.dtype, expected.dtype)
        with no_grad():
            # unchecked differences are equalized: both on the CPU, both in the promoted dtype
            if actual.device != expected.device:
                actual, expected = actual.cpu(), expected.cpu()
            if actual.dtype != expected.dtype:
                common = _dtype.promote_types(actual.dtype, expected.dtype)
                actual, expected = actual.to(common), expected.to(common)
            self._compare_values(actual, expected)

    def _compare_values(self, actual, expected):
        import minitorch
        matches = minitorch.isclose(actual, expected, rtol=self.rtol, atol=self.atol, equal_nan=self.equal_nan)
        if bool(matches.all()):
            return
        if actual.dim() == 0:
            self.fail(_scalar_message(actual.item(), expected.item(), self.rtol, self.atol))
        self.fail(_tensor_message(actual, expected, matches, self.rtol, self.atol))


_PAIR_KINDS = (_NonePair, _BooleanPair, _NumberPair, _TensorLikePair)


def _leaf_pairs(actual, expected, path, options):
    """The leaf pairs of two (possibly nested) inputs, in PyTorch's order (mappings by sorted key)."""
    sequence = collections.abc.Sequence
    if isinstance(actual, sequence) and isinstance(expected, sequence) and \
            not isinstance(actual, str) and not isinstance(expected, str):
        if len(actual) != len(expected):
            raise _Mismatch(AssertionError,
                            f"The length of the sequences mismatch: {len(actual)} != {len(expected)}", path)
        return [pair for i in range(len(actual)) for pair in _leaf_pairs(actual[i], expected[i], (*path, i), options)]
    mapping = collections.abc.Mapping
    if isinstance(actual, mapping) and isinstance(expected, mapping):
        actual_keys, expected_keys = set(actual.keys()), set(expected.keys())
        if actual_keys != expected_keys:
            raise _Mismatch(AssertionError,
                            f"The keys of the mappings do not match:\n"
                            f"Missing keys in the actual mapping: {sorted(expected_keys - actual_keys)}\n"
                            f"Additional keys in the actual mapping: {sorted(actual_keys - expected_keys)}", path)
        try:
            keys = sorted(actual_keys)
        except Exception:  # noqa: BLE001 - unorderable keys keep the set's order
            keys = actual_keys
        return [pair for key in keys for pair in _leaf_pairs(actual[key], expected[key], (*path, key), options)]
    for kind in _PAIR_KINDS:
        try:
            return [kind(actual, expected, path, **options)]
        except _Unsupported:
            continue
        except _Mismatch:
            raise
        except Exception as error:
            where = "".join(str([item]) for item in path)
            raise RuntimeError(
                f"Originating a {kind.__name__[1:]}() at item {where} with\n\n{type(actual).__name__}(): {actual}\n\n"
                f"and\n\n{type(expected).__name__}(): {expected}\n\nresulted in the unexpected exception above. "
                "If you are a user and see this message during normal operation please file an issue at "
                "https://github.com/pytorch/pytorch/issues. If you are a developer and working on the comparison "
                "functions, please except the previous error and raise an expressive `ErrorMeta` instead.") from error
    raise _Mismatch(TypeError, f"No comparison pair was able to handle inputs of type {type(actual)} and "
                               f"{type(expected)}.", path)


def assert_close(actual, expected, *, allow_subclasses=True, rtol=None, atol=None, equal_nan=False,
                 check_device=True, check_dtype=True, check_layout=True, check_stride=False, msg=None):
    """Raise AssertionError unless ``actual`` and ``expected`` are close: |a - e| <= atol + rtol * |e| elementwise,
    with the same shape (and device, dtype, layout; stride if asked). Tolerances default by dtype."""
    __tracebackhide__ = True  # pytest shows the caller's line
    options = dict(allow_subclasses=allow_subclasses, rtol=rtol, atol=atol, equal_nan=equal_nan,
                   check_device=check_device, check_dtype=check_dtype, check_layout=check_layout,
                   check_stride=check_stride)
    try:
        pairs = _leaf_pairs(actual, expected, (), options)
    except _Mismatch as mismatch:
        raise mismatch.to_error() from None  # structural problems ignore msg, as in PyTorch
    for pair in pairs:
        try:
            pair.compare()
        except _Mismatch as mismatch:
            raise mismatch.to_error(msg) from None


_ALLCLOSE_TOLERANCES = {_dtype.float16: (1e-3, 1e-3), _dtype.float32: (1e-4, 1e-5), _dtype.float64: (1e-5, 1e-8)}


def assert_allclose(actual, expected, rtol=None, atol=None, equal_nan=True, msg=""):
    """Deprecated since PyTorch 1.12: assert_close with the old tolerances, equal_nan=True and no dtype check."""
    __tracebackhide__ = True
    warnings.warn("`torch.testing.assert_allclose()` is deprecated since 1.12 and will be removed in a future "
                  "release. Please use `torch.testing.assert_close()` instead. You can find detailed upgrade "
                  "instructions in https://github.com/pytorch/pytorch/issues/61844.", FutureWarning, stacklevel=2)
    from .._creation import tensor
    from .._tensor import Tensor
    if not isinstance(actual, Tensor):
        actual = tensor(actual)
    if not isinstance(expected, Tensor):
        expected = tensor(expected, dtype=actual.dtype)
    if rtol is None and atol is None:
        rtol, atol = default_tolerances(actual, expected, dtype_precisions=_ALLCLOSE_TOLERANCES)
    assert_close(actual, expected, rtol=rtol, atol=atol, equal_nan=equal_nan, check_device=True, check_dtype=False,
                 check_stride=False, msg=msg or None)
