"""ATen's ``_trilinear``, the op under ``F.bilinear``: ``i1``, ``i2`` and ``i3``, each with size-1 dims inserted at its
``expand`` positions, multiplied (broadcasting) and summed over ``sumdim``. ``F.bilinear(x1, x2, W)`` is
``_trilinear(x1, W, x2, [1, 3], [0], [1, 2], [2, 3])``: ``y[n, o] = sum_jk x1[n, j] W[o, j, k] x2[n, k]``."""
import string


def trilinear(xp, i1, i2, i3, expand1, expand2, expand3, sumdim):
    ndim = i1.ndim + len(expand1)
    operands = [_expanded(xp, a, expand, ndim) for a, expand in ((i1, expand1), (i2, expand2), (i3, expand3))]
    summed = {d % ndim for d in sumdim}
    kept = [d for d in range(ndim) if d not in summed]
    sizes = [{a.shape[d] for a in operands} for d in range(ndim)]
    if all(len(s - {1}) <= 1 for s in sizes):
        # one contraction in the order einsum's optimiser picks, no product of all three materialised; a size-1
        # dim is left out of an operand's subscript unless every operand has it so (einsum does not broadcast)
        letters = string.ascii_letters[:ndim]
        inputs = [''.join(letters[d] for d in range(ndim) if a.shape[d] != 1 or sizes[d] == {1}) for a in operands]
        squeezed = [a.reshape(tuple(a.shape[d] for d in range(ndim) if letters[d] in spec))
                    for a, spec in zip(operands, inputs)]
        out = xp.einsum(f"{','.join(inputs)}->{''.join(letters[d] for d in kept)}", *squeezed, optimize=True)
    else:
        out = (operands[0] * operands[1] * operands[2]).sum(axis=tuple(sorted(summed)))
    return xp.ascontiguousarray(out)


def _expanded(xp, a, expand, ndim):
    for d in sorted(e % ndim for e in expand):
        a = xp.expand_dims(a, d)
    return a
