"""torch.einsum as ATen computes it (``at::native::einsum`` in aten/src/ATen/native/Linear.cpp), so that its graph
records ATen's nodes and its result ATen's layout.

Every operand is brought to one layout of ``perm_index`` dims: the output's labels, then the ellipsis' dims if
they are summed, then the summed labels, each group in subscript order (A-Z before a-z). A repeated label takes a
diagonal, a missing label is unsqueezed, then the operand is permuted to that layout. The operands are then
contracted from left to right, two at a time, by ``sumproduct_pair`` (permute, reshape, bmm, view, permute); a
summed dim is reduced as soon as no operand left to contract has it. minitorch never uses opt_einsum, so no
contraction path is ever computed (PyTorch's order when the opt_einsum package is not installed).
"""
import string

from ._autocast_state import autocast_composite
from ._composite import reshape
from ._composite_shape import movedim
from ._generated import variable_type as _vt
from ._python_arg_parser import tensor_list
from ._tensor import Tensor
from ._typename import typename

__all__ = ["einsum"]

_LETTERS = 26
_ELLIPSIS = 2 * _LETTERS  # the ellipsis' code among the subscripts 0..51


def _subscript(label):
    """A label's subscript: A-Z are 0..25, a-z 26..51 (the order of an implicit output and of summed labels)."""
    return ord(label) - ord("A") if label.isupper() else ord(label) - ord("a") + _LETTERS


def _label(subscript):
    return chr(ord("A") + subscript) if subscript < _LETTERS else chr(ord("a") + subscript - _LETTERS)


def _sublist_label(n):
    if n is Ellipsis:
        return "..."
    if 0 <= n < 2 * _LETTERS:
        return _label(n)
    raise ValueError("einsum(): subscript in subscript list is not within the valid range [0, 52)")


@autocast_composite({"cuda": "lower_precision_fp"})  # its inner sums and bmms are not autocast again
def einsum(*args):
    """``einsum(equation, *operands)``, ``einsum(equation, [operands])`` or the sublist form
    ``einsum(op1, [subscripts1], op2, [subscripts2], ..., [output subscripts])``."""
    if len(args) < 2:
        raise ValueError("einsum(): must specify the equation string and at least one operand, or at least one "
                         "operand and its subscripts list")
    if isinstance(args[0], Tensor):
        equation = ",".join("".join(_sublist_label(n) for n in subscripts) for subscripts in args[1::2])
        if len(args) % 2:
            equation += "->" + "".join(_sublist_label(n) for n in args[-1])
            operands = args[:-1:2]
        else:
            operands = args[::2]
    else:
        equation, operands = args[0], args[1:]
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        return einsum(equation, *operands[0])
    if not isinstance(equation, str):
        raise TypeError(f"einsum(): argument 'equation' (position 1) must be str, not {typename(equation)}")
    tensor_list("einsum", "tensors", operands, 2, 1)
    return _einsum(equation, operands)


def _einsum(equation, operands):
    arrow = equation.find("->")
    lhs = equation if arrow < 0 else equation[:arrow]
    op_labels = _parse_operand_labels(lhs, len(operands))

    label_count = [0] * _ELLIPSIS
    ell_num_dim = 0  # the most dims any ellipsis covers
    for labels, operand in zip(op_labels, operands):
        for s in labels:
            if s == _ELLIPSIS:
                ell_num_dim = max(ell_num_dim, operand.dim() - (len(labels) - 1))
            else:
                label_count[s] += 1
    for i, (labels, operand) in enumerate(zip(op_labels, operands)):
        ndims = operand.dim()
        if _ELLIPSIS in labels and len(labels) - 1 > ndims:
            raise RuntimeError(f"einsum(): the number of subscripts in the equation ({len(labels) - 1}) is more than "
                               f"the number of dimensions ({ndims}) for operand {i}")
        if _ELLIPSIS not in labels and len(labels) != ndims:
            raise RuntimeError(f"einsum(): the number of subscripts in the equation ({len(labels)}) does not match "
                               f"the number of dimensions ({ndims}) for operand {i} and no ellipsis was given")

    # Each label's index in the common layout: output labels, the ellipsis if summed, summed labels.
    label_perm_index = [-1] * _ELLIPSIS
    perm_index = ell_index = 0
    if arrow < 0:  # the implicit output: the ellipsis, then the labels seen once
        perm_index, ell_in_output = ell_num_dim, True
        for s in range(_ELLIPSIS):
            if label_count[s] == 1:
                label_perm_index[s] = perm_index
                perm_index += 1
    else:
        ell_in_output = False
        rhs = equation[arrow + 2:]
        i = 0
        while i < len(rhs):
            c = rhs[i]
            if c == ".":
                if ell_in_output:
                    raise RuntimeError("einsum(): found '.' for output but an ellipsis (...) was already found")
                if rhs[i:i + 3] != "...":
                    raise RuntimeError("einsum(): found '.' for output that is not part of any ellipsis (...)")
                i += 2
                ell_index, ell_in_output = perm_index, True
                perm_index += ell_num_dim
            elif c != " ":
                if c not in string.ascii_letters:
                    raise RuntimeError(f"einsum(): invalid subscript given at index {len(lhs) + 2 + i} in the "
                                       "equation string, subscripts must be in [a-zA-Z]")
                s = _subscript(c)
                if label_count[s] == 0 or label_perm_index[s] != -1:
                    raise RuntimeError(f"einsum(): output subscript {c}" + (
                        " appears more than once in the output" if label_perm_index[s] != -1 else
                        " does not appear in the equation for any input operand"))
                label_perm_index[s] = perm_index
                perm_index += 1
            i += 1
    out_num_dim = perm_index
    if not ell_in_output:
        ell_index = perm_index
        perm_index += ell_num_dim
    for s in range(_ELLIPSIS):
        if label_count[s] and label_perm_index[s] == -1:
            label_perm_index[s] = perm_index
            perm_index += 1

    # Align the operands: check sizes, take diagonals, unsqueeze missing dims, permute. dim_counts[d]: how many
    # operands have dim d of a size other than 1 (a summed dim can be reduced once one operand is left with it).
    label_size = [1] * _ELLIPSIS
    ell_sizes = [1] * ell_num_dim
    dim_counts = [0] * perm_index
    ops = []
    for i, (labels, op) in enumerate(zip(op_labels, operands)):
        permutation = [-1] * perm_index
        dim = 0
        for s in labels:
            if s == _ELLIPSIS:
                covered = op.dim() - (len(labels) - 1)
                for j in range(ell_num_dim - covered, ell_num_dim):
                    size = op.shape[dim]
                    if size != 1:
                        if ell_sizes[j] not in (1, size):
                            raise RuntimeError(
                                f"einsum(): dimension {dim} covered by ellipsis in operand {i}has size {size} which "
                                f"does not broadcast with previously seen ellipsis with size {ell_sizes[j]} for the "
                                "respective dimension")
                        ell_sizes[j] = size
                        dim_counts[ell_index + j] += 1
                    permutation[ell_index + j] = dim
                    dim += 1
            elif permutation[label_perm_index[s]] == -1:
                size = op.shape[dim]
                if size != 1:
                    if label_size[s] not in (1, size):
                        raise RuntimeError(f"einsum(): subscript {_label(s)} has size {size} for operand {i} which "
                                           f"does not broadcast with previously seen size {label_size[s]}")
                    label_size[s] = size
                    dim_counts[label_perm_index[s]] += 1
                permutation[label_perm_index[s]] = dim
                dim += 1
            else:  # a repeated label: its diagonal, in the place of its first dim
                prev_dim = permutation[label_perm_index[s]]
                if op.shape[dim] != op.shape[prev_dim]:
                    raise RuntimeError(f"einsum(): subscript {_label(s)} is repeated for operand {i} but the sizes "
                                       f"don't match, {op.shape[dim]} != {op.shape[prev_dim]}")
                op = movedim(_vt.diagonal(op, 0, prev_dim, dim), -1, prev_dim)
        for k in range(perm_index):
            if permutation[k] == -1:
                op = _vt.unsqueeze(op, dim)
                permutation[k] = dim
                dim += 1
        ops.append(_vt.permute(op, permutation))

    while len(ops) > 1:  # contract from left to right
        a, b = ops[0], ops[1]
        sum_dims, a_dims_to_sum, b_dims_to_sum = [], [], []
        for dim in range(out_num_dim, perm_index):
            if a.shape[dim] != 1 and b.shape[dim] != 1:
                if a.shape[dim] != b.shape[dim]:
                    raise RuntimeError("non-broadcast dimensions must match")
                dim_counts[dim] -= 1
                if dim_counts[dim] == 1:
                    sum_dims.append(dim)
                    dim_counts[dim] = 0
            elif dim_counts[dim] == 1:
                if a.shape[dim] != 1:
                    a_dims_to_sum.append(dim)
                    dim_counts[dim] = 0
                elif b.shape[dim] != 1:
                    b_dims_to_sum.append(dim)
                    dim_counts[dim] = 0
        if a_dims_to_sum:
            a = a.sum(a_dims_to_sum, True)
        if b_dims_to_sum:
            b = b.sum(b_dims_to_sum, True)
        ops[:2] = [sumproduct_pair(a, b, sum_dims)]

    result = ops[0]
    if perm_index > out_num_dim:  # the summed dims: already size 1 after contractions, else summed here
        if len(operands) > 1:
            return _vt.view(result, tuple(result.shape[:out_num_dim]))
        return result.sum(list(range(out_num_dim, perm_index)))
    return result


def _parse_operand_labels(lhs, num_ops):
    """Each operand's subscripts (``_ELLIPSIS`` for an ellipsis), with ATen's messages for a malformed lhs."""
    op_labels = [[] for _ in range(num_ops)]
    curr_op = 0
    ell_in_input = False
    i = 0
    while i < len(lhs):
        c = lhs[i]
        if c == ".":
            if ell_in_input:
                raise RuntimeError(f"einsum(): found '.' for operand {curr_op} for which an ellipsis was already "
                                   "found")
            if lhs[i:i + 3] != "...":
                raise RuntimeError(f"einsum(): found '.' for operand {curr_op} that is not part of any ellipsis")
            i += 2
            op_labels[curr_op].append(_ELLIPSIS)
            ell_in_input = True
        elif c == ",":
            curr_op += 1
            if curr_op >= num_ops:
                raise RuntimeError("einsum(): fewer operands were provided than specified in the equation")
            ell_in_input = False
        elif c != " ":
            if c not in string.ascii_letters:
                raise RuntimeError(f"einsum(): invalid subscript given at index {i} in the equation string, "
                                   "subscripts must be in [a-zA-Z]")
            op_labels[curr_op].append(_subscript(c))
        i += 1
    if curr_op != num_ops - 1:
        raise RuntimeError("einsum(): more operands were provided than specified in the equation")
    return op_labels


def sumproduct_pair(left, right, sum_dims):
    """``(left * right).sum(sum_dims, keepdim=True)`` for two operands of as many dims (size-1 dims broadcast):
    the dims only one side has summed there, the rest permuted to (batch, left-only, summed) and (batch, summed,
    right-only), flattened to a bmm, and its result viewed and permuted back to the operands' order. The operands
    trade places when all of right's own dims come before left's, so that the bmm's result is in output order."""
    if left.dim() != right.dim():
        raise RuntimeError("number of dimensions must match")
    if not sum_dims:
        return _vt.mul_Tensor(left, right)
    lro, lo, ro = [], [], []  # dims in left, right and the output; in left and the output; in right and the output
    lro_size = lo_size = ro_size = sum_size = 1
    for i in range(left.dim()):
        sl, sr = left.shape[i] != 1, right.shape[i] != 1
        if i in sum_dims:
            if sl and sr:
                if left.shape[i] != right.shape[i]:
                    raise RuntimeError("non-broadcast dimensions must match")
                sum_size *= left.shape[i]
            elif sl:
                left = left.sum(i, True)
            elif sr:
                right = right.sum(i, True)
        elif sl and sr:
            if left.shape[i] != right.shape[i]:
                raise RuntimeError("non-broadcast dimensions must match")
            lro.append(i)
            lro_size *= left.shape[i]
        elif sl:
            lo.append(i)
            lo_size *= left.shape[i]
        else:
            ro.append(i)
            ro_size *= right.shape[i]
    if lo and ro and ro[-1] < lo[0]:  # right's dims all come first in the output: bmm(right, left) lays it out so
        left, right, lo, ro, lo_size, ro_size = right, left, ro, lo, ro_size, lo_size
    out_size = ([left.shape[d] for d in lro] + [left.shape[d] for d in lo] + [1] * len(sum_dims)
                + [right.shape[d] for d in ro])
    order = lro + lo + sum_dims + ro
    opermutation = [0] * len(order)
    for position, d in enumerate(order):
        opermutation[d] = position
    left = reshape(_vt.permute(left, order), (lro_size, lo_size, sum_size))
    right = reshape(_vt.permute(right, lro + sum_dims + ro + lo), (lro_size, sum_size, ro_size))
    return _vt.permute(_vt.view(_vt.bmm(left, right), out_size), opermutation)
