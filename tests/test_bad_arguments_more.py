"""More bad arguments (after tests/test_bad_arguments.py): pools and empty_permuted given a tensor or floats for
their sizes, group_norm / pdist given a tensor, the overload listings of nuclear_norm and quantile / nanquantile,
histogram / histogramdd's bins, unique_consecutive's flags, broadcast_shapes, nanmean, Tensor methods (bernoulli_,
cross, normal_, new, new_tensor, type, to, copy_, contiguous, eig / symeig / lstsq) and nn (LayerNorm over an
empty shape, Module.to, cosine_similarity): the exception PyTorch 2.13 raises, its type and message, or what it
returns (``("ok", what)``; PyTorch accepts x.to(1.5) and x.copy_(1.5)).
Each case runs in minitorch and in PyTorch (where it imports); both must give the outcome written here."""
import pytest

from oracle import both

def _tolerance_listing(op, third):
    """PyTorch's listing for linalg_pinv / linalg_matrix_rank given a str for the input."""
    return (f"{op}() received an invalid combination of arguments - got (str), but expected one of:\n"
            " * (Tensor input, *, Tensor atol = None, Tensor rtol = None, bool hermitian = False, Tensor out = None)\n"
            " * (Tensor input, *, float atol = None, float rtol = None, bool hermitian = False, Tensor out = None)\n"
            f" * (Tensor input, Tensor {third}, bool hermitian = False, *, Tensor out = None)\n"
            f" * (Tensor input, float {third}, bool hermitian = False, *, Tensor out = None)\n")


def _norm_listing(given):
    """PyTorch's listing for a linalg_norm call ``given`` (the argument types it shows) that no signature takes."""
    return (f"linalg_norm() received an invalid combination of arguments - got {given}, but expected one of:\n"
            " * (Tensor input, Number ord = None, tuple of ints dim = None, bool keepdim = False, *, torch.dtype dtype"
            " = None, Tensor out = None)\n"
            " * (Tensor input, str ord, tuple of ints dim = None, bool keepdim = False, *, torch.dtype dtype = None, "
            "Tensor out = None)\n")


CASES = [
    # Pools and empty_permuted given a tensor, None or floats for their sizes
    ('torch.nn.functional.max_pool2d(x4, torch.tensor(2))',
     ('ok', 'Tensor (1, 2, 2, 2) float32')),
    ('torch.nn.functional.max_pool2d(x4, [2.0, 2.0])',
     ('TypeError', "max_pool2d(): argument 'kernel_size' (position 2) must be tuple of ints, but found element "
                   'of type float at pos 0')),
    ('torch.nn.functional.avg_pool2d(x4, [2.0, 2.0])',
     ('TypeError', "avg_pool2d(): argument 'kernel_size' (position 2) must be tuple of ints, but found element "
                   'of type float at pos 0')),
    ('torch.nn.functional.avg_pool2d(x4, torch.tensor(2))',
     ('ok', 'Tensor (1, 2, 2, 2) float32')),
    ('torch.nn.functional.max_pool1d(x, [2.0])',
     ('TypeError', "max_pool1d(): argument 'kernel_size' (position 2) must be tuple of ints, but found element "
                   'of type float at pos 0')),
    ('torch.nn.functional.max_pool3d(x5, [2.0, 2.0, 2.0])',
     ('TypeError', "max_pool3d(): argument 'kernel_size' (position 2) must be tuple of ints, but found element "
                   'of type float at pos 0')),
    ('torch.nn.functional.max_pool3d(x5, 2, [1.5])',
     ('TypeError', "max_pool3d(): argument 'stride' (position 3) must be tuple of ints, but found element of "
                   'type float at pos 0')),
    ('torch.nn.functional.max_pool3d(x5, 2, None)',
     ('ok', 'Tensor (1, 1, 2, 2, 2) float32')),
    ('torch.nn.functional.max_pool3d(x5, xi)',
     ('TypeError', "max_pool3d(): argument 'kernel_size' (position 2) must be tuple of ints, not Tensor")),
    ('torch.nn.functional.max_pool3d(x5, 2, 2, [0.5])',
     ('TypeError', "max_pool3d(): argument 'padding' (position 4) must be tuple of ints, but found element of "
                   'type float at pos 0')),
    ('torch.nn.functional.max_pool3d(x5, 2, return_indices=True, padding=[1.5])',
     ('TypeError', "max_pool3d_with_indices(): argument 'padding' (position 4) must be tuple of ints, but found "
                   'element of type float at pos 0')),
    ('torch.nn.functional.max_pool3d(x5, (2, 2, 2), (1, 1, 1))',
     ('ok', 'Tensor (1, 1, 3, 3, 3) float32')),
    ('torch.max_pool3d(x5, [2.0, 2.0, 2.0])',
     ('TypeError', "max_pool3d(): argument 'kernel_size' (position 2) must be tuple of ints, but found element "
                   'of type float at pos 0')),
    ('torch.max_pool3d(x5, 2)',
     ('ok', 'Tensor (1, 1, 2, 2, 2) float32')),
    ('torch.nn.functional.adaptive_avg_pool1d(x, None)',
     ('TypeError', "adaptive_avg_pool1d(): argument 'output_size' (position 2) must be tuple of ints, not NoneType")),
    ('torch.nn.functional.adaptive_avg_pool1d(x, [1.5, 2.0])',
     ('TypeError', "adaptive_avg_pool1d(): argument 'output_size' (position 2) must be tuple of ints, but found "
                   'element of type float at pos 0')),
    ('torch.nn.functional.adaptive_avg_pool1d(x, xi)',
     ('TypeError', "adaptive_avg_pool1d(): argument 'output_size' (position 2) must be tuple of ints, not Tensor")),
    ('torch.nn.functional.adaptive_avg_pool1d(x, (2,))',
     ('ok', 'Tensor (2, 2) float32')),
    ('torch.nn.functional.adaptive_avg_pool1d(x, torch.tensor(2))',
     ('ok', 'Tensor (2, 2) float32')),
    ('torch.nn.functional.adaptive_avg_pool1d(x, (2, 2))',
     ('RuntimeError', "adaptive_avg_pool1d() argument 'output_size' should contain one int (got 2)")),
    ('torch.adaptive_avg_pool1d(x, None)',
     ('TypeError', "adaptive_avg_pool1d(): argument 'output_size' (position 2) must be tuple of ints, not NoneType")),
    ('torch.adaptive_max_pool1d(x, [1.5, 2.0])',
     ('TypeError', "adaptive_max_pool1d(): argument 'output_size' (position 2) must be tuple of ints, but found "
                   'element of type float at pos 0')),
    ('torch.nn.functional.adaptive_max_pool1d(x, xi)',
     ('TypeError', "adaptive_max_pool1d(): argument 'output_size' (position 2) must be tuple of ints, not Tensor")),
    ('torch.nn.functional.adaptive_max_pool1d(x, None)',
     ('TypeError', "adaptive_max_pool1d(): argument 'output_size' (position 2) must be tuple of ints, not NoneType")),
    ('torch.nn.functional.adaptive_max_pool1d(x, 2, True)',
     ('ok', 'tuple (tensor([[1., 1.],\n'
            '        [1., 1.]]), tensor([[0, 1],\n'
            '        [0, 1]]))')),
    ('torch.max_pool1d_with_indices(xi, xi)',
     ('TypeError', "max_pool1d_with_indices(): argument 'kernel_size' (position 2) must be tuple of ints, not Tensor")),
    ('torch.max_pool1d_with_indices(x, [1.5])',
     ('TypeError', "max_pool1d_with_indices(): argument 'kernel_size' (position 2) must be tuple of ints, but "
                   'found element of type float at pos 0')),
    ('torch.max_pool1d_with_indices(x, 2)',
     ('ok', 'tuple (tensor([[1.],\n'
            '        [1.]]), tensor([[0],\n'
            '        [0]]))')),
    ('torch.nn.functional.avg_pool1d(x, [2.0])',
     ('TypeError', "avg_pool1d(): argument 'kernel_size' (position 2) must be tuple of ints, but found element "
                   'of type float at pos 0')),
    ('torch.empty_permuted(torch.tensor([2,3]), (0,1))',
     ('TypeError', "empty_permuted(): argument 'size' (position 1) must be tuple of ints, not Tensor")),
    ('torch.empty_permuted([2.0, 3.0], (0,1))',
     ('TypeError', "empty_permuted(): argument 'size' (position 1) must be tuple of ints, but found element of "
                   'type float at pos 0')),
    ('torch.empty_permuted((2,3), [0.0,1.0])',
     ('TypeError', "empty_permuted(): argument 'physical_layout' (position 2) must be tuple of ints, but found "
                   'element of type float at pos 0')),
    ('torch.empty_permuted(x, [1.0, 2.0])',
     ('TypeError', "empty_permuted(): argument 'size' (position 1) must be tuple of ints, not Tensor")),
    ('torch.empty_permuted(xi, xi)',
     ('TypeError', "empty_permuted(): argument 'size' (position 1) must be tuple of ints, not Tensor")),
    ('torch.empty_permuted((2, 3), xi)',
     ('TypeError', "empty_permuted(): argument 'physical_layout' (position 2) must be tuple of ints, not Tensor")),
    # group_norm / pdist given a tensor or a str for an int / float
    ('torch.nn.functional.group_norm(x4, torch.tensor(1))',
     ('ok', 'Tensor (1, 2, 4, 4) float32')),
    ('torch.nn.functional.group_norm(x4, xi)',
     ('RuntimeError', 'Boolean value of Tensor with more than one value is ambiguous')),
    ('torch.group_norm(x4, xi)',
     ('TypeError', "group_norm(): argument 'num_groups' (position 2) must be int, not Tensor")),
    ('torch.group_norm(x4, 1.5)',
     ('TypeError', "group_norm(): argument 'num_groups' (position 2) must be int, not float")),
    ('torch.nn.functional.pdist(x, xi)',
     ('TypeError', "pdist(): argument 'p' (position 2) must be float, not Tensor")),
    ("torch.pdist(x, 'a')",
     ('TypeError', "pdist(): argument 'p' (position 2) must be float, not str")),
    ('torch.group_norm(x4, torch.tensor(1))',
     ('ok', 'Tensor (1, 2, 4, 4) float32')),
    ('torch.nn.functional.group_norm(x4, 1, eps=torch.tensor(1.0))',
     ('ok', 'Tensor (1, 2, 4, 4) float32')),
    ('torch.nn.functional.pdist(x, torch.tensor(2.0))',
     ('ok', 'Tensor (1,) float32')),
    ('torch.pdist(x, torch.tensor(2.0))',
     ('ok', 'Tensor (1,) float32')),
    # nuclear_norm, quantile / nanquantile: the overload listing
    ("torch.nuclear_norm(x, 'a')",
     ('TypeError', 'nuclear_norm() received an invalid combination of arguments - got (Tensor, str), but '
                   'expected one of:\n'
                   ' * (Tensor input, tuple of ints dim, bool keepdim = False, *, Tensor out = None)\n'
                   ' * (Tensor input, bool keepdim = False, *, Tensor out = None)\n')),
    ('torch.nuclear_norm(x, None)',
     ('TypeError', 'nuclear_norm() received an invalid combination of arguments - got (Tensor, NoneType), but '
                   'expected one of:\n'
                   ' * (Tensor input, tuple of ints dim, bool keepdim = False, *, Tensor out = None)\n'
                   ' * (Tensor input, bool keepdim = False, *, Tensor out = None)\n')),
    ('torch.nuclear_norm(x, 1.5)',
     ('TypeError', 'nuclear_norm() received an invalid combination of arguments - got (Tensor, float), but '
                   'expected one of:\n'
                   ' * (Tensor input, tuple of ints dim, bool keepdim = False, *, Tensor out = None)\n'
                   ' * (Tensor input, bool keepdim = False, *, Tensor out = None)\n')),
    ("torch.quantile(x, 'a')",
     ('TypeError', 'quantile() received an invalid combination of arguments - got (Tensor, str), but expected '
                   'one of:\n'
                   ' * (Tensor input, Tensor q, int dim = None, bool keepdim = False, *, str interpolation = '
                   '"linear", Tensor out = None)\n'
                   ' * (Tensor input, float q, int dim = None, bool keepdim = False, *, str interpolation = '
                   '"linear", Tensor out = None)\n')),
    ("torch.nanquantile(x, 'a')",
     ('TypeError', 'nanquantile() received an invalid combination of arguments - got (Tensor, str), but expected '
                   'one of:\n'
                   ' * (Tensor input, Tensor q, int dim = None, bool keepdim = False, *, str interpolation = '
                   '"linear", Tensor out = None)\n'
                   ' * (Tensor input, float q, int dim = None, bool keepdim = False, *, str interpolation = '
                   '"linear", Tensor out = None)\n')),
    ('x.quantile(None)',
     ('TypeError', 'quantile() received an invalid combination of arguments - got (NoneType), but expected one of:\n'
                   ' * (Tensor q, int dim = None, bool keepdim = False, *, str interpolation = "linear")\n'
                   ' * (float q, int dim = None, bool keepdim = False, *, str interpolation = "linear")\n')),
    ("x.nanquantile('a')",
     ('TypeError', 'nanquantile() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (Tensor q, int dim = None, bool keepdim = False, *, str interpolation = "linear")\n'
                   ' * (float q, int dim = None, bool keepdim = False, *, str interpolation = "linear")\n')),
    # histogram / histogramdd's bins; unique_consecutive tests its flags' truth first
    ('torch.histogramdd(xi)',
     ('TypeError', 'histogramdd() received an invalid combination of arguments - got (Tensor), but expected one of:\n'
                   ' * (Tensor input, int bins, tuple of floats range = None, Tensor weight = None, bool density '
                   '= False)\n'
                   ' * (Tensor input, tuple of ints bins, tuple of floats range = None, Tensor weight = None, '
                   'bool density = False)\n'
                   ' * (Tensor input, tuple of Tensors bins, tuple of floats range = None, Tensor weight = None, '
                   'bool density = False)\n')),
    ('torch.histogramdd(xi, 2)',
     ('NotImplementedError', '"histogramdd" not implemented for \'Long\'')),
    ('torch.histogram(xi, xi)',
     ('RuntimeError', 'torch.histogramdd: bins tensor should have one dimension, but got 2 dimensions in the '
                      'bins tensor for dimension 0')),
    ('torch.histogram(xi, torch.ones(3, dtype=torch.int64))',
     ('NotImplementedError', '"histogram_cpu" not implemented for \'Long\'')),
    ('torch.histogram(x, xi)',
     ('RuntimeError', 'torch.histogramdd: input tensor and bins tensors should have the same dtype, but got '
                      'input with dtype float and bins for dimension 0 with dtype long int')),
    ('torch.histogram(x, torch.ones(3, dtype=torch.int64))',
     ('RuntimeError', 'torch.histogramdd: input tensor and bins tensors should have the same dtype, but got '
                      'input with dtype float and bins for dimension 0 with dtype long int')),
    ('torch.histogram(xi, torch.ones(3))',
     ('RuntimeError', 'torch.histogramdd: input tensor and bins tensors should have the same dtype, but got '
                      'input with dtype long int and bins for dimension 0 with dtype float')),
    ('torch.histogram(x, torch.ones(2, 2))',
     ('RuntimeError', 'torch.histogramdd: bins tensor should have one dimension, but got 2 dimensions in the '
                      'bins tensor for dimension 0')),
    ('torch.histogram(xi, 3)',
     ('NotImplementedError', '"histogramdd" not implemented for \'Long\'')),
    ('torch.histogram(x.double(), torch.ones(3))',
     ('RuntimeError', 'torch.histogramdd: input tensor and bins tensors should have the same dtype, but got '
                      'input with dtype double and bins for dimension 0 with dtype float')),
    ('torch.histogram(xi > 0, torch.ones(3) > 0)',
     ('NotImplementedError', '"histogram_cpu" not implemented for \'Bool\'')),
    ('torch.histogram(x, torch.tensor([0.0, 0.5, 1.0]))',
     ('ok', 'histogram torch.return_types.histogram(\n'
            'hist=tensor([0., 6.]),\n'
            'bin_edges=tensor([0.0000, 0')),
    ('torch.histogramdd(xi, [torch.ones(3, dtype=torch.int64)] * 3)',
     ('NotImplementedError', '"histogram_cpu" not implemented for \'Long\'')),
    ('torch.histogramdd(x.double(), [torch.ones(3)] * 3)',
     ('RuntimeError', 'torch.histogramdd: input tensor and bins tensors should have the same dtype, but got '
                      'input with dtype double and bins for dimension 0 with dtype float')),
    ('torch.histogramdd(x, xi)',
     ('TypeError', 'histogramdd() received an invalid combination of arguments - got (Tensor, Tensor), but '
                   'expected one of:\n'
                   ' * (Tensor input, int bins, tuple of floats range = None, Tensor weight = None, bool density '
                   '= False)\n'
                   ' * (Tensor input, tuple of ints bins, tuple of floats range = None, Tensor weight = None, '
                   'bool density = False)\n'
                   ' * (Tensor input, tuple of Tensors bins, tuple of floats range = None, Tensor weight = None, '
                   'bool density = False)\n')),
    ("torch.histogramdd(x, 'a')",
     ('TypeError', 'histogramdd() received an invalid combination of arguments - got (Tensor, str), but expected '
                   'one of:\n'
                   ' * (Tensor input, int bins, tuple of floats range = None, Tensor weight = None, bool density '
                   '= False)\n'
                   ' * (Tensor input, tuple of ints bins, tuple of floats range = None, Tensor weight = None, '
                   'bool density = False)\n'
                   ' * (Tensor input, tuple of Tensors bins, tuple of floats range = None, Tensor weight = None, '
                   'bool density = False)\n')),
    ('torch.histogramdd(x, None)',
     ('TypeError', 'histogramdd() received an invalid combination of arguments - got (Tensor, NoneType), but '
                   'expected one of:\n'
                   ' * (Tensor input, int bins, tuple of floats range = None, Tensor weight = None, bool density '
                   '= False)\n'
                   ' * (Tensor input, tuple of ints bins, tuple of floats range = None, Tensor weight = None, '
                   'bool density = False)\n'
                   ' * (Tensor input, tuple of Tensors bins, tuple of floats range = None, Tensor weight = None, '
                   'bool density = False)\n')),
    ('torch.histogramdd(x, torch.tensor(2))',
     ('ok', 'histogramdd torch.return_types.histogramdd(\n'
            'hist=tensor([[[0., 0.],\n'
            '         [0., 0.]],\n'
            '\n'
            '   ')),
    ('torch.histogramdd(x, torch.ones(2), density=True)',
     ('TypeError', 'histogramdd() received an invalid combination of arguments - got (Tensor, Tensor, '
                   'density=bool), but expected one of:\n'
                   ' * (Tensor input, int bins, tuple of floats range = None, Tensor weight = None, bool density '
                   '= False)\n'
                   ' * (Tensor input, tuple of ints bins, tuple of floats range = None, Tensor weight = None, '
                   'bool density = False)\n'
                   ' * (Tensor input, tuple of Tensors bins, tuple of floats range = None, Tensor weight = None, '
                   'bool density = False)\n')),
    ('torch.unique_consecutive(xi, xi)',
     ('RuntimeError', 'Boolean value of Tensor with more than one value is ambiguous')),
    ('xi.unique_consecutive(xi)',
     ('RuntimeError', 'Boolean value of Tensor with more than one value is ambiguous')),
    # broadcast_shapes given no shape; nanmean's dims read before its dtype check
    ('torch.broadcast_shapes(x, 1.5)',
     ('RuntimeError', 'Input shapes should be of type ints, a tuple of ints, or a list of ints, got tensor([[1., '
                      '1., 1.],\n'
                      '        [1., 1., 1.]])')),
    ('torch.nanmean(xi, xi)',
     ('TypeError', "nanmean(): argument 'dim' (position 2) must be tuple of ints, not Tensor")),
    ('torch.nanmean(xi, [0.5])',
     ('TypeError', "nanmean(): argument 'dim' (position 2) must be tuple of ints, but found element of type "
                   'float at pos 0')),
    ('torch.nanmean(xi, (0,))',
     ('RuntimeError', 'nanmean(): expected input to have floating point or complex dtype but got Long')),
    ('xi.nanmean(xi)',
     ('TypeError', "nanmean(): argument 'dim' (position 1) must be tuple of ints, not Tensor")),
    ('torch.broadcast_shapes(1.5)',
     ('RuntimeError', 'Input shapes should be of type ints, a tuple of ints, or a list of ints, got 1.5')),
    ('torch.broadcast_shapes([1.0, 2.0])',
     ('TypeError', "torch.Size() takes an iterable of 'int' (item 1 is 'float')")),
    ('torch.broadcast_shapes(None)',
     ('ok', 'Size torch.Size([])')),
    ('torch.broadcast_shapes(None, (2, 3))',
     ('ok', 'Size torch.Size([2, 3])')),
    ('torch.broadcast_shapes((2, 3), [3])',
     ('ok', 'Size torch.Size([2, 3])')),
    ('torch.broadcast_shapes((2, 1), (1, 3), 3)',
     ('ok', 'Size torch.Size([2, 3])')),
    ('torch.broadcast_shapes()',
     ('ok', 'Size torch.Size([])')),
    ('torch.broadcast_shapes((2, 3), (4, 3))',
     ('RuntimeError', 'Attempting to broadcast a dimension of length 4 at -2! Mismatching argument at index 1 '
                      'had (4, 3); but expected shape should be broadcastable to [2, 3]')),
    ('torch.broadcast_shapes(torch.Size([2, 1]), (5, 1, 1))',
     ('ok', 'Size torch.Size([5, 2, 1])')),
    # Tensor methods: bernoulli_, cross, normal_ / log_normal_, new / new_tensor, type, to, copy_, contiguous, eig / symeig / lstsq
    ('xi.bernoulli_()',
     ('ok', 'Tensor (2, 3) int64')),
    ('x.bernoulli_(xi)',
     ('NotImplementedError', '"bernoulli_tensor_cpu_p_" not implemented for \'Long\'')),
    ('x.bernoulli_(xi > 0)',
     ('NotImplementedError', '"bernoulli_tensor_cpu_p_" not implemented for \'Bool\'')),
    ('xi.bernoulli_(x)',
     ('ok', 'Tensor (2, 3) int64')),
    ('x.cross(xi, dim=1)',
     ('RuntimeError', 'expected scalar type Float but found Long')),
    ('xi.cross(x, dim=1)',
     ('RuntimeError', 'expected scalar type Long but found Float')),
    ('torch.linalg.cross(x, xi)',
     ('RuntimeError', 'expected scalar type Float but found Long')),
    ('torch.cross(x, x.double(), dim=1)',
     ('RuntimeError', 'expected scalar type Float but found Double')),
    ('xi.bernoulli_(0.5)',
     ('ok', 'Tensor (2, 3) int64')),
    ('xi3.cross(xi3, dim=1)',
     ('ok', 'Tensor (2, 3) int64')),
    ('torch.cross(xi3, xi3, dim=1)',
     ('ok', 'Tensor (2, 3) int64')),
    ('x.normal_(None)',
     ('TypeError', "normal_(): argument 'mean' (position 1) must be float, not NoneType")),
    ('x.normal_(0, None)',
     ('TypeError', "normal_(): argument 'std' (position 2) must be float, not NoneType")),
    ('x.log_normal_(1, None)',
     ('TypeError', "log_normal_(): argument 'std' (position 2) must be float, not NoneType")),
    ('x.log_normal_(None)',
     ('TypeError', "log_normal_(): argument 'mean' (position 1) must be float, not NoneType")),
    ("x.new('a')",
     ('TypeError', "new(): invalid data type 'str'")),
    ('x.new(1.5)',
     ('TypeError', 'new(): data must be a sequence (got float)')),
    ('x.new(None)',
     ('TypeError', 'new(): data must be a sequence (got NoneType)')),
    ('x.new(True)',
     ('TypeError', 'new(): data must be a sequence (got bool)')),
    ('x.new(xi)',
     ('TypeError', 'expected TensorOptions(dtype=float, device=cpu, layout=Strided, requires_grad=false '
                   '(default), pinned_memory=false (default), memory_format=(nullopt)) (got '
                   'TensorOptions(dtype=long int, device=cpu, layout=Strided, requires_grad=false (default), '
                   'pinned_memory=false (default), memory_format=(nullopt)))')),
    ('x.new(x.double())',
     ('TypeError', 'expected TensorOptions(dtype=float, device=cpu, layout=Strided, requires_grad=false '
                   '(default), pinned_memory=false (default), memory_format=(nullopt)) (got '
                   'TensorOptions(dtype=double, device=cpu, layout=Strided, requires_grad=false (default), '
                   'pinned_memory=false (default), memory_format=(nullopt)))')),
    ('x.new(torch.tensor(2))',
     ('TypeError', 'expected TensorOptions(dtype=float, device=cpu, layout=Strided, requires_grad=false '
                   '(default), pinned_memory=false (default), memory_format=(nullopt)) (got '
                   'TensorOptions(dtype=long int, device=cpu, layout=Strided, requires_grad=false (default), '
                   'pinned_memory=false (default), memory_format=(nullopt)))')),
    ('x.new(torch.ones(2))',
     ('ok', 'Tensor (2,) float32')),
    ('x.new((1.5, 2))',
     ('ok', 'Tensor (2,) float32')),
    ('x.new([])',
     ('ok', 'Tensor (0,) float32')),
    ('x.new(torch.Size([2])).shape',
     ('ok', 'Size torch.Size([2])')),
    ('x.new([1,2])',
     ('ok', 'Tensor (2,) float32')),
    ('x.new(2, 3)',
     ('ok', 'Tensor (2, 3) float32')),
    ('x.new_tensor()',
     ('TypeError', 'new_tensor() missing 1 required positional arguments: "data"')),
    ('x.new_tensor(0, None)',
     ('TypeError', 'new_tensor() takes 1 positional argument but 2 were given')),
    ('x.new_tensor(1, 2, 3)',
     ('TypeError', 'new_tensor() takes 1 positional argument but 3 were given')),
    ('x.new_tensor(dtype=torch.int64)',
     ('TypeError', 'new_tensor() missing 1 required positional arguments: "data"')),
    ('x.new_tensor(1, dtype=torch.int64)',
     ('ok', 'Tensor () int64')),
    ("x.new_tensor('a')",
     ('TypeError', "new(): invalid data type 'str'")),
    ('x.new_tensor(None)',
     ('TypeError', 'must be real number, not NoneType')),
    ("x.type('a')",
     ('ValueError', "invalid type: 'a'")),
    ('x.type(1)',
     ('TypeError', 'dtype must be a type, str, or dtype object')),
    ('x.type(None)',
     ('ok', "str 'torch.FloatTensor'")),
    ("x.type('torch.FloatTensor', 'a')",
     ('TypeError', "type(): argument 'non_blocking' (position 2) must be bool, not str")),
    ('x.type(torch.float64)',
     ('ok', 'Tensor (2, 3) float64')),
    ('x.to(1.5)',
     ('ok', 'Tensor (2, 3) float64')),
    ('x.to(True)',
     ('ok', 'Tensor (2, 3) bool')),
    ('x.to(0.0, True)',
     ('ok', 'Tensor (2, 3) float64')),
    ('x.type(xi)',
     ('TypeError', 'dtype must be a type, str, or dtype object')),
    ("x.type(0, 'a')",
     ('TypeError', "type(): argument 'non_blocking' (position 2) must be bool, not str")),
    ('x.type(torch.int64, None)',
     ('TypeError', "type(): argument 'non_blocking' (position 2) must be bool, not NoneType")),
    ('x.type(torch.int64, True)',
     ('ok', 'Tensor (2, 3) int64')),
    ("x.type(torch.float64, non_blocking='a')",
     ('TypeError', "type(): argument 'non_blocking' must be bool, not str")),
    ('x.type(torch.int64, False, 1)',
     ('TypeError', 'type() takes from 0 to 2 positional arguments but 3 were given')),
    ('x.type(foo=1)',
     ('TypeError', "type() got an unexpected keyword argument 'foo'")),
    ('x.type(5)',
     ('TypeError', 'dtype must be a type, str, or dtype object')),
    ('x.contiguous(memory_format=None)',
     ('TypeError', "contiguous(): argument 'memory_format' must be torch.memory_format, not NoneType")),
    ('x.copy_(1.5)',
     ('ok', 'Tensor (2, 3) float32')),
    ('x.copy_(2).tolist()',
     ('ok', 'list [[2.0, 2.0, 2.0], [2.0, 2.0, 2.0]]')),
    ('x.copy_(1.5, True).tolist()',
     ('ok', 'list [[1.5, 1.5, 1.5], [1.5, 1.5, 1.5]]')),
    ('x.copy_(True).tolist()',
     ('ok', 'list [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]')),
    ('torch.ones(2, dtype=torch.uint8).copy_(-1).tolist()',
     ('ok', 'list [255, 255]')),
    ('torch.ones(2, dtype=torch.uint8).copy_(300).tolist()',
     ('ok', 'list [44, 44]')),
    ('torch.ones(2, dtype=torch.int64).copy_(2.7).tolist()',
     ('ok', 'list [2, 2]')),
    ('x.copy_([1.0, 2.0, 3.0])',
     ('TypeError', "copy_(): argument 'other' (position 1) must be Tensor, not list")),
    ('x.copy_(None)',
     ('TypeError', "copy_(): argument 'other' (position 1) must be Tensor, not NoneType")),
    # copy_'s parameter is named other, and it has a hidden second signature: no plausible count lists the signature
    ('x.copy_(other=xi).tolist()',
     ('ok', 'list [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]')),
    ('x.copy_(src=xi)',
     ('TypeError', 'copy_() missing 1 required positional arguments: "other"')),
    ('x.copy_()',
     ('TypeError', 'copy_() received an invalid combination of arguments - got (), but expected (Tensor other, bool '
                   'non_blocking = False)')),
    ('x.copy_(xi, True, 3)',
     ('TypeError', 'copy_() received an invalid combination of arguments - got (Tensor, bool, int), but expected '
                   '(Tensor other, bool non_blocking = False)')),
    ('x.copy_(xi, 1)',
     ('TypeError', "copy_(): argument 'non_blocking' (position 2) must be bool, not int")),
    # An argument given by keyword is named without its position, as PyTorch's parser names it; where the op is
    # Python in PyTorch (F.softmax, F.pad), it calls its C++ op positionally, so the position is shown
    ('torch.cumsum(x, dim=1.5)', ('TypeError', "cumsum(): argument 'dim' must be int, not float")),
    ('x.cumsum(dim=1.5)', ('TypeError', "cumsum(): argument 'dim' must be int, not float")),
    ('torch.cumsum(x, 1.5)', ('TypeError', "cumsum(): argument 'dim' (position 2) must be int, not float")),
    ("torch.mm(x, mat2='a')", ('TypeError', "mm(): argument 'mat2' must be Tensor, not str")),
    ("x.mm(mat2='a')", ('TypeError', "mm(): argument 'mat2' must be Tensor, not str")),
    ("x.mm('a')", ('TypeError', "mm(): argument 'mat2' (position 1) must be Tensor, not str")),
    ('x.copy_(xi, non_blocking=1)', ('TypeError', "copy_(): argument 'non_blocking' must be bool, not int")),
    ('torch.native_batch_norm(x, None, None, None, None, training=1, momentum=0.1, eps=1e-5)',
     ('TypeError', "native_batch_norm(): argument 'training' must be bool, not int")),
    ('x.diagonal(offset=1.5)', ('TypeError', "diagonal(): argument 'offset' must be int, not float")),
    ('torch.cat([x, x], dim=1.5)', ('TypeError', "cat(): argument 'dim' must be int, not float")),
    ('torch.stack(tensors=[x], dim=1.5)', ('TypeError', "stack(): argument 'dim' must be int, not float")),
    ('x.transpose(dim0=0, dim1=1.5)', ('TypeError', "transpose(): argument 'dim1' must be int, not float")),
    ("torch.mul(x, other='a')", ('TypeError', "mul(): argument 'other' must be Tensor, not str")),
    ('x.flatten(start_dim=1.5)', ('TypeError', "flatten(): argument 'start_dim' must be int, not float")),
    ('torch.topk(x, k=1.5)', ('TypeError', "topk(): argument 'k' must be int, not float")),
    ('torch.linalg.vector_norm(x, dim=1.5)',
     ('TypeError', "linalg_vector_norm(): argument 'dim' must be tuple of ints, not float")),
    ("torch.linalg.cross(x, other='a')", ('TypeError', "linalg_cross(): argument 'other' must be Tensor, not str")),
    ("torch.nn.functional.linear(x, weight='a')", ('TypeError', "linear(): argument 'weight' must be Tensor, not str")),
    ('torch.nn.functional.softmax(x, dim=1.5)',
     ('TypeError', "softmax(): argument 'dim' (position 1) must be int, not float")),
    ('torch.nn.functional.pad(x, pad=1.5)',
     ('TypeError', "pad(): argument 'pad' (position 2) must be tuple of ints, not float")),
    ('torch.nn.functional.normalize(x, dim=1.5)',
     ('TypeError', "linalg_vector_norm(): argument 'dim' (position 3) must be tuple of ints, not float")),
    ("torch.where(x > 0, x, other='a')",
     ('TypeError', "where() received an invalid combination of arguments - got (Tensor, Tensor, other=str), but "
                   "expected one of:\n * (Tensor condition)\n * (Tensor condition, Tensor input, Tensor other, *, "
                   "Tensor out = None)\n * (Tensor condition, Number self, Tensor other)\n      didn't match because "
                   "some of the arguments have invalid types: (Tensor, !Tensor!, !other=str!)\n * (Tensor condition, "
                   "Tensor input, Number other)\n      didn't match because some of the arguments have invalid types: "
                   "(Tensor, Tensor, !other=str!)\n * (Tensor condition, Number self, Number other)\n      didn't "
                   "match because some of the arguments have invalid types: (Tensor, !Tensor!, !other=str!)\n")),
    # torch.linalg's Tensor arguments as PyTorch's parser checks them (not an AttributeError from inside), and its
    # keyword names
    ("torch.linalg.solve(xi3, 'a')",
     ('TypeError', "linalg_solve(): argument 'B' (position 2) must be Tensor, not str")),
    ("torch.linalg.solve('a', xi3)",
     ('TypeError', "linalg_solve(): argument 'A' (position 1) must be Tensor, not str")),
    ("torch.linalg.inv('a')", ('TypeError', "linalg_inv(): argument 'A' (position 1) must be Tensor, not str")),
    ("torch.linalg.cholesky(input='a')", ('TypeError', "linalg_cholesky(): argument 'input' must be Tensor, not str")),
    ('torch.linalg.det(None)', ('TypeError', "linalg_det(): argument 'A' (position 1) must be Tensor, not NoneType")),
    ("torch.linalg.svd('a')", ('TypeError', "linalg_svd(): argument 'A' (position 1) must be Tensor, not str")),
    ("torch.linalg.lu('a')", ('TypeError', "linalg_lu(): argument 'A' (position 1) must be Tensor, not str")),
    ("torch.linalg.pinv('a')", ('TypeError', _tolerance_listing('linalg_pinv', 'rcond'))),
    ("torch.linalg.matrix_rank('a')", ('TypeError', _tolerance_listing('linalg_matrix_rank', 'tol'))),
    ('torch.linalg.norm(x, dim=1.5)', ('TypeError', _norm_listing('(Tensor, dim=float)'))),
    ('torch.linalg.norm(x, 2, 1.5)', ('TypeError', _norm_listing('(Tensor, int, float)'))),
    ('torch.linalg.norm(x, dim=[0, 1.5])',
     ('TypeError', 'linalg_norm(): argument \'dim\' failed to unpack the object at pos 2 with error "type must '
                   'be tuple of ints,but got float"')),
    ('torch.linalg.norm(x, dtype=float).dtype', ('ok', 'dtype torch.float64')),
    ("torch.linalg.multi_dot([x, 'a'])", ('TypeError', 'expected Tensor as element 1 in argument 0, but got str')),
    ("torch.linalg.multi_dot('a')",
     ('TypeError', "linalg_multi_dot(): argument 'tensors' (position 1) must be tuple of Tensors, not str")),
    ("torch.linalg.matrix_exp('a')",
     ('TypeError', "linalg_matrix_exp(): argument 'input' (position 1) must be Tensor, not str")),
    ("torch.linalg.vecdot(x, 'a')",
     ('TypeError', "linalg_vecdot(): argument 'y' (position 2) must be Tensor, not str")),
    ("torch.linalg.tensorsolve(x, 'a')",
     ('TypeError', "linalg_tensorsolve(): argument 'other' (position 2) must be Tensor, not str")),
    ('torch.linalg.eigh([1.0])',
     ('TypeError', "linalg_eigh(): argument 'input' (position 1) must be Tensor, not list")),
    ('torch.linalg.cholesky(input=torch.eye(2)).shape', ('ok', 'Size torch.Size([2, 2])')),
    ('torch.linalg.norm(input=x).shape', ('ok', 'Size torch.Size([])')),
    ('torch.linalg.vector_norm(input=x).shape', ('ok', 'Size torch.Size([])')),
    # torch.tensor / new_tensor with a dtype: a leaf that is no number fails as stored into that dtype
    ("x.new_tensor([1, 'a'])",
     ('TypeError', 'must be real number, not str')),
    ("xi.new_tensor([1, 'a'])",
     ('TypeError', "'str' object cannot be interpreted as an integer")),
    ("torch.tensor([1, 'a'], dtype=torch.bool)",
     ('TypeError', "'str' object cannot be interpreted as an integer")),
    ("torch.tensor([1, 'a'])",
     ('TypeError', "new(): invalid data type 'str'")),
    ("torch.tensor([1.5, [2]], dtype=torch.float32)",
     ('TypeError', 'must be real number, not list')),
    ('torch.ones(2, requires_grad=True).clone().copy_(2.5).grad_fn.name()',
     ('ok', "str 'torch::autograd::CopyBackwards'")),
    ('x.contiguous(None)',
     ('TypeError', 'contiguous() takes 0 positional arguments but 1 was given')),
    ("x.eig(0, 'a')",
     ('TypeError', 'Tensor.eig() takes from 1 to 2 positional arguments but 3 were given')),
    ("x.lstsq(0, 'a')",
     ('TypeError', 'Tensor.lstsq() takes 2 positional arguments but 3 were given')),
    ("x.symeig(0, 'a')",
     ('TypeError', 'Tensor.symeig() takes from 1 to 2 positional arguments but 3 were given')),
    ('x.eig(1, 2, 3)',
     ('TypeError', 'Tensor.eig() takes from 1 to 2 positional arguments but 4 were given')),
    ('x.lstsq()',
     ('TypeError', "Tensor.lstsq() missing 1 required positional argument: 'other'")),
    ('x.symeig(upper=1)',
     ('TypeError', "Tensor.symeig() got an unexpected keyword argument 'upper'")),
    ('x.symeig()',
     ('RuntimeError', 'This function was deprecated since version 1.9 and is now removed. The default behavior '
                      'has changed from using the upper triangular portion of the matrix by default to using the '
                      'lower triangular portion.\n'
                      '\n'
                      'L, _ = torch.symeig(A, upper=upper) should be replaced with:\n'
                      "L = torch.linalg.eigvalsh(A, UPLO='U' if upper else 'L')\n"
                      '\n'
                      'and\n'
                      '\n'
                      'L, V = torch.symeig(A, eigenvectors=True) should be replaced with:\n'
                      "L, V = torch.linalg.eigh(A, UPLO='U' if upper else 'L')")),
    ('x.eig(True)',
     ('RuntimeError', 'This function was deprecated since version 1.9 and is now removed. `torch.linalg.eig` '
                      'returns complex tensors of dtype `cfloat` or `cdouble` rather than real tensors mimicking '
                      'complex tensors.\n'
                      '\n'
                      'L, _ = torch.eig(A) should be replaced with:\n'
                      'L_complex = torch.linalg.eigvals(A)\n'
                      '\n'
                      'and\n'
                      '\n'
                      'L, V = torch.eig(A, eigenvectors=True) should be replaced with:\n'
                      'L_complex, V_complex = torch.linalg.eig(A)')),
    ('x.lstsq(x)',
     ('RuntimeError', 'This function was deprecated since version 1.9 and is now removed. `torch.lstsq` is '
                      'deprecated in favor of `torch.linalg.lstsq`.\n'
                      '`torch.linalg.lstsq` has reversed arguments and does not return the QR decomposition in '
                      'the returned tuple (although it returns other information about the problem).\n'
                      '\n'
                      'To get the QR decomposition consider using `torch.linalg.qr`.\n'
                      '\n'
                      'The returned solution in `torch.lstsq` stored the residuals of the solution in the last m '
                      '- n columns of the returned value whenever m > n. In torch.linalg.lstsq, the residuals '
                      "are in the field 'residuals' of the returned named tuple.\n"
                      '\n'
                      'The unpacking of the solution, as in\n'
                      'X, _ = torch.lstsq(B, A).solution[:A.size(1)]\n'
                      'should be replaced with:\n'
                      'X = torch.linalg.lstsq(A, B).solution')),
    ('x.contiguous(1)',
     ('TypeError', 'contiguous() takes 0 positional arguments but 1 was given')),
    # nn: LayerNorm over an empty shape, ModuleList.insert, Module.to, cosine_similarity
    ('torch.nn.LayerNorm(0)(torch.ones(2, 0))',
     ('ok', 'Tensor (2, 0) float32')),
    ('torch.nn.LayerNorm(0)(torch.ones(0))',
     ('ok', 'Tensor (0,) float32')),
    ("torch.nn.ModuleList().insert('x', torch.nn.ReLU())",
     ('TypeError', "'str' object cannot be interpreted as an integer")),
    ('torch.nn.Linear(2,2).to(foo=1)',
     ('TypeError', 'to() received an invalid combination of arguments - got (foo=int, ), but expected one of:\n'
                   ' * (torch.device device = None, torch.dtype dtype = None, bool non_blocking = False, bool '
                   'copy = False, *, torch.memory_format memory_format = None)\n'
                   ' * (torch.dtype dtype, bool non_blocking = False, bool copy = False, *, torch.memory_format '
                   'memory_format = None)\n'
                   ' * (Tensor tensor, bool non_blocking = False, bool copy = False, *, torch.memory_format '
                   'memory_format = None)\n')),
    ('torch.nn.Linear(2,2).to(torch.float64).weight.dtype',
     ('ok', 'dtype torch.float64')),
    ("torch.nn.Linear(2,2).to('cpu', torch.float64).weight.dtype",
     ('ok', 'dtype torch.float64')),
    ("torch.nn.Linear(2,2).to(device='cpu', dtype=torch.float64).weight.dtype",
     ('ok', 'dtype torch.float64')),
    ('torch.nn.Linear(2,2).to(torch.ones(1, dtype=torch.float64)).weight.dtype',
     ('ok', 'dtype torch.float64')),
    ('torch.nn.Linear(2,2).to(torch.int64)',
     ('TypeError', 'nn.Module.to only accepts floating point or complex dtypes, but got desired dtype=torch.int64')),
    ('torch.nn.Linear(2,2).to(xi)',
     ('TypeError', 'nn.Module.to only accepts floating point or complex dtypes, but got desired dtype=torch.int64')),
    ('torch.nn.Linear(2,2).to(1.5).weight.dtype',
     ('ok', 'dtype torch.float64')),
    ('torch.nn.Linear(2,2).to(None).weight.dtype',
     ('ok', 'dtype torch.float32')),
    ("torch.nn.Linear(2,2).to('a')",
     ('RuntimeError', 'Expected one of cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, fpga, maia, '
                      'xla, lazy, vulkan, mps, meta, hpu, mtia, privateuseone device type at start of device '
                      'string: a')),
    ('torch.nn.Linear(2,2).to(torch.float64, True).weight.dtype',
     ('ok', 'dtype torch.float64')),
    ('torch.nn.Linear(2,2).to(memory_format=torch.channels_last).weight.dtype',
     ('ok', 'dtype torch.float32')),
    ('torch.nn.Conv2d(2,2,1).to(memory_format=torch.channels_last).weight.is_contiguous()',
     ('ok', 'bool True')),
    ('torch.nn.functional.cosine_similarity(xi, xi)',
     ('RuntimeError', 'expected common dtype to be floating point, yet common dtype is Long')),
    ('torch.cosine_similarity(xi, xi)',
     ('RuntimeError', 'expected common dtype to be floating point, yet common dtype is Long')),
    ('torch.cosine_similarity(x, xi)',
     ('ok', 'Tensor (2,) float32')),
    ('torch.cosine_similarity(xi > 0, xi > 0)',
     ('RuntimeError', 'expected common dtype to be floating point, yet common dtype is Bool')),
    ('torch.cosine_similarity(xi, torch.ones(3, dtype=torch.int32))',
     ('RuntimeError', 'expected common dtype to be floating point, yet common dtype is Long')),
    ('torch.nn.CosineSimilarity()(xi, xi)',
     ('RuntimeError', 'expected common dtype to be floating point, yet common dtype is Long')),
]


def _call(code):
    def run(lib):
        x, xi = lib.ones(2, 3), lib.ones(2, 3, dtype=lib.int64)
        x4, x5, xi3 = lib.ones(1, 2, 4, 4), lib.ones(1, 1, 4, 4, 4), lib.arange(6).reshape(2, 3)
        result = eval(code, {"torch": lib, "x": x, "xi": xi, "x4": x4, "x5": x5, "xi3": xi3})
        if isinstance(result, lib.Tensor):
            return "ok", f"Tensor {tuple(result.shape)} {str(result.dtype)[6:]}"
        return "ok", type(result).__name__ + " " + repr(result)[:80]
    return run


@pytest.mark.parametrize("code, expected", CASES, ids=[code for code, _ in CASES])
def test_bad_argument(code, expected):
    mine, theirs = both(_call(code))
    if theirs is not None:
        assert theirs == expected
    assert mine == expected


def test_module_list_insert_as_pytorch_writes_it():
    """ModuleList.insert checks neither the module's type nor the index: it shifts the entries from ``index`` on
    (range() takes a negative index as no shift, then the key '-1' is missing) and stores what it is given."""
    def run(lib):
        out = []
        for index in (0, 1, 2, -1, 5):
            modules = lib.nn.ModuleList([lib.nn.ReLU(), lib.nn.Tanh()])
            try:
                result = modules.insert(index, lib.nn.Sigmoid())
                out.append((result, list(modules._modules), [type(m).__name__ for m in modules._modules.values()]))
            except KeyError as error:
                out.append(("KeyError", str(error)))
        empty = lib.nn.ModuleList([])
        out.append((empty.insert(0, "x"), list(empty._modules.items())))
        return out
    mine, theirs = both(run)
    expected = [(None, ["0", "1", "2"], ["Sigmoid", "ReLU", "Tanh"]), (None, ["0", "1", "2"], ["ReLU", "Sigmoid", "Tanh"]),
                (None, ["0", "1", "2"], ["ReLU", "Tanh", "Sigmoid"]), ("KeyError", "'-1'"),
                (None, ["0", "1", "5"], ["ReLU", "Tanh", "Sigmoid"]), (None, [("0", "x")])]
    if theirs is not None:
        assert theirs == expected
    assert mine == expected
