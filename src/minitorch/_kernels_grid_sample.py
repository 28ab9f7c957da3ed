"""Array kernels of grid_sample (ATen's grid_sampler_2d / grid_sampler_3d and their backward)
and affine_grid (affine_grid_generator), re-exported by kernels.py; the double backward (autograd/functions_manual.py)
re-computes the tap weights in differentiable ops from the constants grid_sampler_tap_constants gives.

Sampling is separable: along each spatial axis a grid coordinate becomes a few taps (index, weight, and the
weight's derivative in the coordinate); the taps of the axes combine as outer products. All combinations
are gathered by one take from a channel-major copy of the input with a zero border (where out-of-bounds taps
read), and the input gradient is added back per channel in place, so the Python loops run over taps (at most
4 x 4) and channels, never over pixels. Modes and padding follow ATen's enums: interpolation 0 bilinear,
1 nearest, 2 bicubic; padding 0 zeros, 1 border, 2 reflection.
"""

import builtins

_A = -0.75  # ATen's cubic convolution coefficient
_NAMES = {"float16": "Half", "float32": "Float", "float64": "Double", "int64": "Long", "int32": "Int",
          "int16": "Short", "int8": "Char", "uint8": "Byte", "bool": "Bool"}


def _sizes(a):
    return "[" + ", ".join(str(s) for s in a.shape) + "]"


def check(input, grid, mode, ndim):
    """ATen's check_grid_sampler_common then check_grid_sampler_2d / _3d, in their order."""
    if input.shape[0] != grid.shape[0]:
        raise RuntimeError(f"grid_sampler(): expected grid and input to have same batch size, but got input with "
                           f"sizes {_sizes(input)} and grid with sizes {_sizes(grid)}")
    if grid.shape[-1] != input.ndim - 2:
        raise RuntimeError(f"grid_sampler(): expected grid to have size {input.ndim - 2} in last dimension, but got "
                           f"grid with sizes {_sizes(grid)}")
    for i in range(2, input.ndim):
        if input.shape[i] <= 0:
            raise RuntimeError(f"grid_sampler(): expected input to have non-empty spatial dimensions, but input has "
                               f"sizes {_sizes(input)} with dimension {i} being empty")
    if input.ndim != ndim + 2 or grid.ndim != input.ndim:
        raise RuntimeError(f"grid_sampler(): expected {ndim + 2}D input and grid with same number of dimensions, but "
                           f"got input with sizes {_sizes(input)} and grid with sizes {_sizes(grid)}")
    if ndim == 3 and mode == 2:
        raise RuntimeError("grid_sampler(): bicubic interpolation only supports 4D input")
    if input.dtype.kind != "f":
        kernel = "grid_sampler_2d_cpu_kernel_impl" if ndim == 2 else "grid_sampler_3d_cpu"
        raise NotImplementedError(f'"{kernel}" not implemented for \'{_NAMES.get(input.dtype.name)}\'')
    if grid.dtype != input.dtype:
        raise RuntimeError(f"expected scalar type {_NAMES.get(input.dtype.name)} but found "
                           f"{_NAMES.get(grid.dtype.name)}")


# -- coordinates along one axis -------------------------------------------------------------------------

def _unnormalize(c, size, align_corners):
    """[-1, 1] to pixel coordinates, and d(pixel)/d(grid)."""
    if align_corners:
        return ((c + 1) / 2) * (size - 1), (size - 1) / 2
    return ((c + 1) * size - 1) / 2, size / 2


def _clip(xp, c, size):
    """Clamp to [0, size - 1]; ATen counts the borders themselves as outside for the gradient."""
    inside = (c > 0) & (c < size - 1)
    return xp.clip(c, 0, size - 1), inside.astype(c.dtype)


def _reflect(xp, c, twice_low, twice_high):
    """Reflect into [twice_low / 2, twice_high / 2] as often as needed; the sign of d(out)/d(in)."""
    if twice_low == twice_high:
        return xp.zeros_like(c), xp.zeros_like(c)
    low, span = twice_low / 2, (twice_high - twice_low) / 2
    c = c - low
    sign = xp.where(c < 0, -1.0, 1.0).astype(c.dtype)
    c = xp.abs(c)
    extra = xp.fmod(c, span)
    even = xp.floor(c / span) % 2 == 0
    return xp.where(even, extra + low, span - extra + low).astype(c.dtype), xp.where(even, sign, -sign)


def _reflect_vectorised(xp, c, size, align_corners):
    """ATen's 2-D CPU kernel's reflection (ComputeLocationBase::reflect_coordinates_get_grad): whole double
    flips taken off with trunc, not fmod, then one more flip where past the middle; the sign of d(out)/d(in)."""
    if align_corners and size <= 1:
        return xp.zeros_like(c), xp.zeros_like(c)
    twice_span, low = (2 * (size - 1), 0) if align_corners else (2 * size, -0.5)
    c = c - low if low else c
    flips = xp.trunc(xp.abs(c) / twice_span)
    extra = xp.abs(c) - flips * twice_span
    reflected = twice_span - extra
    more = extra > reflected
    out = xp.where(more, reflected, extra)
    return (out + low if low else out), xp.where(more ^ (c < 0), -1, 1).astype(c.dtype)


def _pad(xp, c, size, padding, align_corners, vectorised=False):
    """ATen's compute_coordinates: the padding mode applied to a pixel coordinate, with its derivative
    (``vectorised``: the 2-D CPU kernel's reflection)."""
    if padding == 1:
        return _clip(xp, c, size)
    if padding == 2:
        if vectorised:
            c, g = _reflect_vectorised(xp, c, size, align_corners)
        else:
            c, g = _reflect(xp, c, 0, 2 * (size - 1)) if align_corners else _reflect(xp, c, -1, 2 * size - 1)
        c, g2 = _clip(xp, c, size)
        return c, g * g2
    return c, None


def _cubic1(x):
    return ((_A + 2) * x - (_A + 3)) * x * x + 1


def _cubic2(x):
    return ((_A * x - 5 * _A) * x + 8 * _A) * x - 4 * _A


def cubic_coefficients(t):
    """The four tap weights of ATen's cubic convolution at fraction t, with first and second derivatives
    (arithmetic only, so t may be an array or a minitorch tensor: the double backward uses them too)."""
    w = [_cubic2(t + 1), _cubic1(t), _cubic1(1 - t), _cubic2(2 - t)]
    d1c1 = lambda x: (3 * (_A + 2) * x - 2 * (_A + 3)) * x  # noqa: E731
    d1c2 = lambda x: (3 * _A * x - 10 * _A) * x + 8 * _A  # noqa: E731
    d2c1 = lambda x: 6 * (_A + 2) * x - 2 * (_A + 3)  # noqa: E731
    d2c2 = lambda x: 6 * _A * x - 10 * _A  # noqa: E731
    dw = [d1c2(t + 1), d1c1(t), -d1c1(1 - t), -d1c2(2 - t)]
    d2w = [d2c2(t + 1), d2c1(t), d2c1(1 - t), d2c2(2 - t)]
    return w, dw, d2w


def _axis_taps(xp, coord, size, mode, padding, align_corners, vectorised=False):
    """The taps of one axis: a list of (index, weight, dweight) over the grid points, the index a float
    (out of bounds too; dweight may be a constant); the pixel coordinate x the weights are polynomials of (in
    x - floor(x)), its floor, and d(x)/d(grid coordinate) (a scalar or an array), constant between kinks, so
    x = (x - mult * coord) + mult * coord."""
    x, mult = _unnormalize(coord, size, align_corners)
    base = None
    if mode == 2:  # bicubic: padding applies to each tap's index, not to the coordinate
        base = xp.floor(x)
        w, dw, _ = cubic_coefficients(x - base)
        taps = []
        for k in range(4):
            ix, _ = _pad(xp, base + (k - 1), size, padding, align_corners, vectorised)
            taps.append((ix, w[k], dw[k]))
    else:
        x, g = _pad(xp, x, size, padding, align_corners, vectorised)
        mult = mult if g is None else mult * g
        if mode == 1:
            taps = [(xp.rint(x), 1.0, 0.0)]  # nearbyint: halves to even
        else:
            base = xp.floor(x)
            t = x - base
            taps = [(base, 1 - t, -1.0), (base + 1, t, 1.0)]
    return taps, mult, x, base


class _Sampler:
    """An input of shape (N, C, *S) and a grid (N, *O, k), flattened to (N, C, P) and (N, Q, k): the taps of
    every axis (grid component j reads spatial axis k - 1 - j) with the axis's size and flat stride."""

    def __init__(self, xp, input_shape, grid, mode, padding, align_corners):
        self.xp = xp
        n, c = input_shape[:2]
        spatial = tuple(input_shape[2:])
        k = len(spatial)
        self.n, self.c, self.k, self.spatial = n, c, k, spatial
        self.out_shape = grid.shape[1:-1]
        self.p = 1
        for s in spatial:
            self.p *= s
        self.q = 1
        for s in self.out_shape:
            self.q *= s
        coords = grid.reshape(n, self.q, k)
        strides = [1] * k
        for d in range(k - 2, -1, -1):
            strides[d] = strides[d + 1] * spatial[d + 1]
        self.raw, self.mults, self.coords, self.bases = [], [], [], []
        self._axes = None
        for j in range(k):
            d = k - 1 - j
            taps, mult, x, base = _axis_taps(xp, coords[..., j], spatial[d], mode, padding, align_corners, k == 2)
            self.raw.append((taps, spatial[d], strides[d]))
            self.mults.append(mult)
            self.coords.append(x - mult * coords[..., j])  # the offset of the (locally affine) coordinate
            self.bases.append(base)

    @property
    def axes(self):
        """Per grid component, its taps as (flat index part, in-bounds mask, weight, dweight) arrays."""
        if self._axes is None:
            xp, shape = self.xp, (self.n, self.q)
            self._axes = []
            for taps, size, stride in self.raw:
                out = []
                for ix, w, dw in taps:
                    ok = (ix >= 0) & (ix <= size - 1)
                    full = [xp.broadcast_to(xp.asarray(v, dtype=ix.dtype), shape) for v in (w, dw)]
                    out.append((xp.where(ok, ix, 0).astype("int64") * stride, ok, full[0], full[1]))
                self._axes.append(out)
        return self._axes


def _prod(xs, skip=()):
    out = None
    for i, x in enumerate(xs):
        if i not in skip:
            out = x if out is None else out * x
    return out if out is not None else 1


class _Taps:
    """Every tap combination of a _Sampler at once, in ATen's order (the last spatial axis innermost: nw, ne, sw,
    se): the row of each (tap, grid point) in the input laid out as (C, N * prod(S + 2)), each plane with a
    border of zeros that every out-of-bounds tap reads (its index clamped to -1 or the size: ATen's masked
    gather reads 0 there, and what its masked scatter leaves out lands on the border, dropped), and each
    axis's weights broadcast over the taps. One take gathers all taps; an in-place add per channel scatters."""

    def __init__(self, s):
        xp, k = s.xp, s.k
        self.s = s
        self.padded = tuple(sz + 2 for sz in s.spatial)
        self.plane = 1
        for sz in self.padded:
            self.plane *= sz
        steps = [1] * k
        for d in range(k - 2, -1, -1):
            steps[d] = steps[d + 1] * self.padded[d + 1]
        self.counts = [len(s.raw[k - 1 - a][0]) for a in range(k)]   # taps per spatial axis, outermost first
        self.t = 1
        for c in self.counts:
            self.t *= c
        flat = None
        for a in range(k):   # fmax / fmin: a nan index reads the border too
            taps, size, _ = s.raw[k - 1 - a]
            shape = [1] * k + [s.n, s.q]
            shape[a] = len(taps)
            ix = xp.stack([t[0] for t in taps]).reshape(shape)
            part = (xp.fmin(xp.fmax(ix, -1), size) + 1).astype("int64") * steps[a]
            if a == 0:
                part += (xp.arange(s.n) * self.plane)[:, None]
            flat = part if flat is None else flat + part
        self.rows = flat.reshape(self.t, s.n * s.q)
        self.w = [self._stack(j, 1) for j in range(k)]        # per grid component j, shaped (*counts, N, Q)

    def _interior(self):
        return (builtins.slice(None),) * 2 + tuple(builtins.slice(1, 1 + sz) for sz in self.s.spatial)

    def _stack(self, j, item):
        s, xp = self.s, self.s.xp
        taps = s.raw[j][0]
        shape = [1] * s.k + [s.n, s.q]
        shape[s.k - 1 - j] = len(taps)
        dtype = taps[0][0].dtype
        return xp.stack([xp.broadcast_to(xp.asarray(t[item], dtype=dtype), (s.n, s.q)) for t in taps]).reshape(shape)

    @property
    def dw(self):
        return [self._stack(j, 2) for j in range(self.s.k)]

    def weights(self):
        """(T, N * Q): the product of the axes' weights, x first (ATen's nw = s * e: two factors commute)."""
        out = _prod(self.w)
        return self.s.xp.broadcast_to(out, tuple(self.counts) + (self.s.n, self.s.q)).reshape(self.t, self.s.n * self.s.q)

    def gather(self, inp):
        """(C, T, N * Q): every tap's value, 0 out of bounds."""
        s, xp = self.s, self.s.xp
        table = xp.zeros((s.c, s.n) + self.padded, dtype=inp.dtype)
        table[self._interior()] = xp.moveaxis(inp, 1, 0)
        return xp.take(table.reshape(s.c, s.n * self.plane), self.rows, axis=1)

    def scatter(self, values, dtype, rows=None):
        """values (C, T, N * Q) summed into (N, C, *S) at the taps' rows (or the same rows in another order):
        NumPy adds each channel's terms in place in the input's dtype (ATen's scatter adds in scalar_t);
        elsewhere one bincount (float64 sums)."""
        s, xp = self.s, self.s.xp
        size = s.n * self.plane
        rows = (self.rows if rows is None else rows).reshape(-1)
        values = values.reshape(s.c, self.t * s.n * s.q)
        if xp.__name__ == "numpy":
            total = xp.zeros((s.c, size), dtype=dtype)
            for c in range(s.c):
                xp.add.at(total[c], rows, values[c])
        else:
            index = (rows[None, :] + (xp.arange(s.c) * size)[:, None]).reshape(-1)
            total = xp.bincount(index, weights=values.reshape(-1), minlength=s.c * size).astype(dtype)
        out = total.reshape((s.c, s.n) + self.padded)[self._interior()]
        return xp.ascontiguousarray(xp.moveaxis(out, 0, 1))


def _bicubic2d(s, mode):
    return mode == 2 and s.k == 2


def grid_sampler(xp, input, grid, mode, padding, align_corners, ndim):
    check(input, grid, mode, ndim)
    s = _Sampler(xp, input.shape, grid, mode, padding, align_corners)
    taps = _Taps(s)
    vals = taps.gather(input)                                       # (C, T, NQ)
    if mode == 1:
        out = vals[:, 0]
    elif _bicubic2d(s, mode):   # ATen: along x within each row of taps, then along y
        wx, wy = taps.w[0].reshape(4, s.n * s.q), taps.w[1].reshape(4, s.n * s.q)
        vals = vals.reshape(s.c, 4, 4, s.n * s.q)
        out = None
        for j in range(4):
            row = vals[:, j, 0] * wx[0] + vals[:, j, 1] * wx[1] + vals[:, j, 2] * wx[2] + vals[:, j, 3] * wx[3]
            out = row * wy[j] if out is None else out + row * wy[j]
    else:
        w = taps.weights()
        out = vals[:, 0] * w[0]
        for t in range(1, taps.t):
            out += vals[:, t] * w[t]
    out = out.reshape(s.c, s.n, s.q).transpose(1, 0, 2)
    return xp.ascontiguousarray(out).reshape((s.n, s.c) + tuple(s.out_shape))


def grid_sampler_backward(xp, grad_output, input, grid, mode, padding, align_corners, ndim):
    """(grad_input, grad_grid): the weights times the output gradient scattered back, and the grid's gradient
    (ATen's formulas for the 2-D kernels; each weight's derivative times the input elsewhere)."""
    check(input, grid, mode, ndim)
    s = _Sampler(xp, input.shape, grid, mode, padding, align_corners)
    taps = _Taps(s)
    g = grad_output.reshape(s.n, s.c, s.q).transpose(1, 0, 2).reshape(s.c, 1, s.n * s.q)
    if _bicubic2d(s, mode):   # ATen: gOut * coeff_x[i] * coeff_y[j], over c, then i (x), then j (y)
        nq = s.n * s.q
        wx, wy = taps.w[0].reshape(1, 4, 1, nq), taps.w[1].reshape(1, 1, 4, nq)
        pieces = (g.reshape(s.c, 1, 1, nq) * wx) * wy
        rows = xp.ascontiguousarray(taps.rows.reshape(4, 4, nq).transpose(1, 0, 2))
        grad_input = taps.scatter(pieces, input.dtype, rows)
    else:
        grad_input = taps.scatter(g * taps.weights()[None], input.dtype)
    pieces = None
    nq = s.n * s.q
    g = g.reshape(s.c, nq)
    if mode == 1:
        gg = xp.zeros((s.k, nq), dtype=input.dtype)
    else:
        vals = taps.gather(input)                                   # (C, T, NQ)
        if s.k == 2 and mode == 0:   # ATen's vectorised kernel, summing over channels in order
            nw, ne, sw, se = vals[:, 0], vals[:, 1], vals[:, 2], vals[:, 3]
            e, w = taps.w[0].reshape(2, nq)
            sth, nth = taps.w[1].reshape(2, nq)
            gg = xp.empty((2, nq), dtype=input.dtype)
            t1, t2 = xp.subtract(ne, nw), xp.subtract(se, sw)    # ((ne - nw) * s + (se - sw) * n) * gOut
            t1 *= sth
            t2 *= nth
            t1 += t2
            t1 *= g
            t1.sum(axis=0, out=gg[0])
            xp.subtract(sw, nw, out=t1)                              # ((sw - nw) * e + (se - ne) * w) * gOut
            xp.subtract(se, ne, out=t2)
            t1 *= e
            t2 *= w
            t1 += t2
            t1 *= g
            t1.sum(axis=0, out=gg[1])
        elif _bicubic2d(s, mode):
            # ATen: gx -= val * gOut * coeff_x_grad[i] * coeff_y[j] (coeff_x_grad = -dw), over c, i, j; here
            # the channels are summed first (val * gOut), then the 16 taps' terms in ATen's (i, j) order
            vg = (vals * g[:, None]).sum(axis=0).reshape(4, 4, nq).transpose(1, 0, 2)   # (i, j, NQ)
            wx, wy = taps.w[0].reshape(4, 1, nq), taps.w[1].reshape(1, 4, nq)
            dws = taps.dw
            dx, dy = dws[0].reshape(4, 1, nq), dws[1].reshape(1, 4, nq)
            gg = xp.stack([((vg * dx) * wy).reshape(16, nq).sum(axis=0), ((vg * dy) * wx).reshape(16, nq).sum(axis=0)])
        else:
            vg = (vals * g[:, None]).sum(axis=0)                    # (T, NQ)
            dws = taps.dw
            gg = xp.stack([(vg * xp.broadcast_to(dws[j] * _prod(taps.w, (j,)), tuple(taps.counts)
                                                 + (s.n, s.q)).reshape(taps.t, nq)).sum(axis=0)
                           for j in range(s.k)])
    gg = gg.reshape(s.k, s.n, s.q)
    gg = xp.stack([gg[j] * s.mults[j] for j in range(s.k)], axis=-1)
    return grad_input, gg.reshape(grid.shape).astype(input.dtype)


def grid_sampler_tap_constants(xp, input_shape, grid, mode, padding, align_corners):
    """What a differentiable re-computation of the sampling weights needs, per grid component j: the offset
    and slope of the pixel coordinate in the grid coordinate, its floor, and the (flat index part, in-bounds
    mask) of each tap. The weights are polynomials of coordinate - floor (cubic_coefficients above)."""
    s = _Sampler(xp, input_shape, grid, mode, padding, align_corners)
    return [(s.coords[j], s.mults[j], s.bases[j], [(t[0], t[1]) for t in s.axes[j]]) for j in range(s.k)]


# -- affine_grid ----------------------------------------------------------------------------------------

def _linspace_from_neg_one(xp, n, align_corners, dtype):
    """ATen's linspace(-1, 1, n) (filled from both ends), scaled by (n - 1) / n without align_corners."""
    if n <= 1:
        return xp.zeros(1, dtype=dtype)
    step = xp.asarray(2.0 / (n - 1), dtype=dtype)
    i = xp.arange(n)
    r = xp.where(i < n // 2, -1 + step * i, 1 - step * (n - 1 - i)).astype(dtype)
    if not align_corners:
        r = (r * (n - 1) / n).astype(dtype)
    return r


def affine_base_grid(xp, dtype, size, align_corners):
    """The (N, *spatial, k + 1) grid of pixel centres in [-1, 1], with a last column of ones."""
    n, spatial = size[0], list(size[2:])
    k = len(spatial)
    base = xp.empty([n] + spatial + [k + 1], dtype=dtype)
    for j in range(k):  # component j runs along spatial axis k - 1 - j
        shape = [1] * k
        shape[k - 1 - j] = spatial[k - 1 - j]
        base[..., j] = _linspace_from_neg_one(xp, spatial[k - 1 - j], align_corners, dtype).reshape(shape)
    base[..., k] = 1
    return base


def affine_grid_generator(xp, theta, size, align_corners):
    size = list(size)
    if len(size) not in (4, 5):
        raise RuntimeError("AffineGridGenerator needs 4d (spatial) or 5d (volumetric) inputs.")
    k = len(size) - 2
    base = affine_base_grid(xp, theta.dtype, size, align_corners)
    n, points = size[0], base[..., 0].size // max(size[0], 1)
    if theta.shape[0] != n:
        raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: [{n}, {k + 1}] but got: "
                           f"[{theta.shape[0]}, {theta.shape[2]}].")
    out = xp.matmul(base.reshape(n, points, k + 1), xp.swapaxes(theta, 1, 2))
    return out.reshape([n] + size[2:] + [k])
