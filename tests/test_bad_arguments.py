"""Bad arguments to Tensor methods and torch.* functions (a str, None, a float for an int, a list for a tensor, too
many or too few arguments): the exception PyTorch 2.13's argument parser raises, its type and its message, never an
error from minitorch's internals (an AttributeError, a NumPy ValueError, ...) nor a silent success. Each case runs in
minitorch and in PyTorch (where it imports), and both must give the outcome written here; ``("ok", type)`` is a
call that PyTorch accepts."""
import pytest

from oracle import both

CASES = [
    # Tensor methods: split functions
    ("x.hsplit('a')",
     ('TypeError', 'hsplit() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (int sections)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n"
                   ' * (tuple of ints indices)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n")),
    ("torch.hsplit(x, 'a')",
     ('TypeError', 'hsplit() received an invalid combination of arguments - got (Tensor, str), but expected one of:\n'
                   ' * (Tensor input, int sections)\n'
                   "      didn't match because some of the arguments have invalid types: (Tensor, !str!)\n"
                   ' * (Tensor input, tuple of ints indices)\n'
                   "      didn't match because some of the arguments have invalid types: (Tensor, !str!)\n")),
    ('x.vsplit(None)',
     ('TypeError', 'vsplit() received an invalid combination of arguments - got (NoneType), but expected one of:\n'
                   ' * (int sections)\n'
                   "      didn't match because some of the arguments have invalid types: (!NoneType!)\n"
                   ' * (tuple of ints indices)\n'
                   "      didn't match because some of the arguments have invalid types: (!NoneType!)\n")),
    ("x.dsplit('a')",
     ('TypeError', 'dsplit() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (int sections)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n"
                   ' * (tuple of ints indices)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n")),
    ('x.hsplit(1.5)',
     ('TypeError', 'hsplit() received an invalid combination of arguments - got (float), but expected one of:\n'
                   ' * (int sections)\n'
                   "      didn't match because some of the arguments have invalid types: (!float!)\n"
                   ' * (tuple of ints indices)\n'
                   "      didn't match because some of the arguments have invalid types: (!float!)\n")),
    ("x.hsplit([1, 'a'])",
     ('TypeError', 'hsplit(): argument \'indices\' failed to unpack the object at pos 2 with error "type must be '
                   'tuple of ints,but got str"')),
    ('x.hsplit(0, 0, 0, 0, 0, 0, 0)',
     ('ok', 'tuple')),
    ('x.vsplit(0, 0, 0, 0, 0, 0, 0)',
     ('ok', 'tuple')),
    ('x.dsplit(0, 0, 0, 0, 0, 0, 0)',
     ('RuntimeError', 'torch.dsplit requires a tensor with at least 3 dimension, but got a tensor with 2 dimensions!')),
    ("x.tensor_split('a')",
     ('TypeError', 'tensor_split() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (tuple of ints indices, int dim = 0)\n'
                   ' * (Tensor tensor_indices_or_sections, int dim = 0)\n'
                   ' * (int sections, int dim = 0)\n')),
    ("torch.tensor_split(x, 'a')",
     ('TypeError', 'tensor_split() received an invalid combination of arguments - got (Tensor, str), but '
                   'expected one of:\n'
                   ' * (Tensor input, tuple of ints indices, int dim = 0)\n'
                   ' * (Tensor input, Tensor tensor_indices_or_sections, int dim = 0)\n'
                   ' * (Tensor input, int sections, int dim = 0)\n')),
    ("x.tensor_split(1, 'a')",
     ('TypeError', 'tensor_split() received an invalid combination of arguments - got (int, str), but expected '
                   'one of:\n'
                   ' * (tuple of ints indices, int dim = 0)\n'
                   "      didn't match because some of the arguments have invalid types: (!int!, !str!)\n"
                   ' * (Tensor tensor_indices_or_sections, int dim = 0)\n'
                   "      didn't match because some of the arguments have invalid types: (!int!, !str!)\n"
                   ' * (int sections, int dim = 0)\n'
                   "      didn't match because some of the arguments have invalid types: (int, !str!)\n")),
    ('x.tensor_split(0, 0, 0, 0, 0, 0, 0)',
     ('TypeError', 'tensor_split() received an invalid combination of arguments - got (int, int, int, int, int, '
                   'int, int), but expected one of:\n'
                   ' * (tuple of ints indices, int dim = 0)\n'
                   ' * (Tensor tensor_indices_or_sections, int dim = 0)\n'
                   ' * (int sections, int dim = 0)\n')),
    ("x.tensor_split([1, 'a'])",
     ('TypeError', 'tensor_split(): argument \'indices\' failed to unpack the object at pos 2 with error "type '
                   'must be tuple of ints,but got str"')),
    ("torch.hsplit('a', 1)",
     ('TypeError', 'hsplit() received an invalid combination of arguments - got (str, int), but expected one of:\n'
                   ' * (Tensor input, int sections)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!, int)\n"
                   ' * (Tensor input, tuple of ints indices)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!, !int!)\n")),
    # repeat_interleave
    ("x.repeat_interleave('a')",
     ('TypeError', 'repeat_interleave() received an invalid combination of arguments - got (str), but expected '
                   'one of:\n'
                   ' * (Tensor repeats, int dim = None, *, int output_size = None)\n'
                   ' * (int repeats, int dim = None, *, int output_size = None)\n')),
    ('x.repeat_interleave()',
     ('TypeError', 'repeat_interleave() received an invalid combination of arguments - got (), but expected one of:\n'
                   ' * (Tensor repeats, int dim = None, *, int output_size = None)\n'
                   ' * (int repeats, int dim = None, *, int output_size = None)\n')),
    ("torch.repeat_interleave('a')",
     ('TypeError', "repeat_interleave(): argument 'repeats' (position 1) must be Tensor, not str")),
    ("torch.repeat_interleave(x, 'a')",
     ('TypeError', 'repeat_interleave() received an invalid combination of arguments - got (Tensor, str), but '
                   'expected one of:\n'
                   ' * (Tensor input, Tensor repeats, int dim = None, *, int output_size = None)\n'
                   ' * (Tensor repeats, *, int output_size = None)\n'
                   ' * (Tensor input, int repeats, int dim = None, *, int output_size = None)\n')),
    ("x.repeat_interleave(2, 'a')",
     ('TypeError', 'repeat_interleave() received an invalid combination of arguments - got (int, str), but '
                   'expected one of:\n'
                   ' * (Tensor repeats, int dim = None, *, int output_size = None)\n'
                   ' * (int repeats, int dim = None, *, int output_size = None)\n')),
    ("x.repeat_interleave(2, output_size='a')",
     ('TypeError', 'repeat_interleave() received an invalid combination of arguments - got (int, '
                   'output_size=str), but expected one of:\n'
                   ' * (Tensor repeats, int dim = None, *, int output_size = None)\n'
                   ' * (int repeats, int dim = None, *, int output_size = None)\n')),
    ('torch.repeat_interleave(x)',
     ('NotImplementedError', '"repeat_interleave_cpu" not implemented for \'Float\'')),
    # float_power
    ("x.float_power('a')",
     ('TypeError', 'float_power() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (Tensor exponent)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n"
                   ' * (Number exponent)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n")),
    ("torch.float_power(x, 'a')",
     ('TypeError', 'float_power() received an invalid combination of arguments - got (Tensor, str), but expected '
                   'one of:\n'
                   ' * (Tensor input, Tensor exponent, *, Tensor out = None)\n'
                   ' * (Number self, Tensor exponent, *, Tensor out = None)\n'
                   ' * (Tensor input, Number exponent, *, Tensor out = None)\n')),
    ("torch.float_power('a', x)",
     ('TypeError', 'float_power() received an invalid combination of arguments - got (str, Tensor), but expected '
                   'one of:\n'
                   ' * (Tensor input, Tensor exponent, *, Tensor out = None)\n'
                   ' * (Number self, Tensor exponent, *, Tensor out = None)\n'
                   ' * (Tensor input, Number exponent, *, Tensor out = None)\n')),
    ('torch.float_power(2, 3)',
     ('TypeError', 'float_power() received an invalid combination of arguments - got (int, int), but expected '
                   'one of:\n'
                   ' * (Tensor input, Tensor exponent, *, Tensor out = None)\n'
                   ' * (Number self, Tensor exponent, *, Tensor out = None)\n'
                   ' * (Tensor input, Number exponent, *, Tensor out = None)\n')),
    ("x.float_power_('a')",
     ('TypeError', 'float_power_() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (Tensor exponent)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n"
                   ' * (Number exponent)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n")),
    # optional Tensor arguments of generated ops
    ("x.bincount('a')",
     ('TypeError', "bincount(): argument 'weights' (position 1) must be Tensor, not str")),
    ("torch.bincount(torch.tensor([1, 2]), 'a')",
     ('TypeError', "bincount(): argument 'weights' (position 2) must be Tensor, not str")),
    ('torch.bincount(torch.tensor([1, 2]), 1.5)',
     ('TypeError', "bincount(): argument 'weights' (position 2) must be Tensor, not float")),
    ("torch.nn.functional.binary_cross_entropy_with_logits(x, x, pos_weight='a')",
     ('TypeError', "binary_cross_entropy_with_logits(): argument 'pos_weight' (position 4) must be Tensor, not str")),
    # hand-written methods
    ("x.is_pinned('a')",
     ('RuntimeError', 'Expected one of cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, fpga, maia, '
                      'xla, lazy, vulkan, mps, meta, hpu, mtia, privateuseone device type at start of device '
                      'string: a')),
    ('x.is_pinned(1.5)',
     ('TypeError', "is_pinned(): argument 'device' (position 1) must be torch.device, not float")),
    ('x.is_pinned(0)',
     ('RuntimeError', 'Cannot access accelerator device when none is available.')),
    ("x.is_set_to('a')",
     ('TypeError', "is_set_to(): argument 'tensor' (position 1) must be Tensor, not str")),
    ("x.prelu('a')",
     ('TypeError', "prelu(): argument 'weight' (position 1) must be Tensor, not str")),
    ("torch.prelu(x, 'a')",
     ('TypeError', "prelu(): argument 'weight' (position 2) must be Tensor, not str")),
    ("torch.prelu('a', x)",
     ('TypeError', "prelu(): argument 'input' (position 1) must be Tensor, not str")),
    ("torch.nn.functional.prelu(x, 'a')",
     ('TypeError', "prelu(): argument 'weight' (position 2) must be Tensor, not str")),
    ("x.matrix_power('a')",
     ('TypeError', "matrix_power(): argument 'n' (position 1) must be int, not str")),
    ('torch.matrix_power(x, 1.5)',
     ('TypeError', "matrix_power(): argument 'n' (position 2) must be int, not float")),
    ("torch.matrix_power('a', 2)",
     ('TypeError', "matrix_power(): argument 'input' (position 1) must be Tensor, not str")),
    ("torch.linalg.matrix_power(x, 'a')",
     ('TypeError', "linalg_matrix_power(): argument 'n' (position 2) must be int, not str")),
    ("x.orgqr('a')",
     ('TypeError', "orgqr(): argument 'input2' (position 1) must be Tensor, not str")),
    ('torch.orgqr(x, None)',
     ('TypeError', "orgqr(): argument 'input2' (position 2) must be Tensor, not NoneType")),
    ("torch.linalg.householder_product(x, 'a')",
     ('TypeError', "linalg_householder_product(): argument 'tau' (position 2) must be Tensor, not str")),
    ("x.ormqr('a', x)",
     ('TypeError', "ormqr(): argument 'input2' (position 1) must be Tensor, not str")),
    ("torch.ormqr(x, x, 'a')",
     ('TypeError', "ormqr(): argument 'input3' (position 3) must be Tensor, not str")),
    ("x.lu_solve('a', x)",
     ('TypeError', "lu_solve(): argument 'LU_data' (position 1) must be Tensor, not str")),
    ("torch.lu_solve(x, 'a', x)",
     ('TypeError', "lu_solve(): argument 'LU_data' (position 2) must be Tensor, not str")),
    ("x.triangular_solve('a')",
     ('TypeError', "triangular_solve(): argument 'A' (position 1) must be Tensor, not str")),
    ('torch.triangular_solve(x, 1.5)',
     ('TypeError', "triangular_solve(): argument 'A' (position 2) must be Tensor, not float")),
    ("x.resize_('a')",
     ('TypeError', "resize_(): argument 'size' (position 1) must be tuple of ints, not str")),
    ('x.resize_()',
     ('TypeError', 'resize_() missing 1 required positional arguments: "size"')),
    ('x.resize_(1.5)',
     ('TypeError', "resize_(): argument 'size' (position 1) must be tuple of ints, not float")),
    ("x.resize_(2, 'a')",
     ('TypeError', 'resize_(): argument \'size\' failed to unpack the object at pos 2 with error "type must be '
                   'tuple of ints,but got str"')),
    ("x.resize_((2, 'a'))",
     ('TypeError', 'resize_(): argument \'size\' failed to unpack the object at pos 2 with error "type must be '
                   'tuple of ints,but got str"')),
    ("x.resize_(['a'])",
     ('TypeError', "resize_(): argument 'size' (position 1) must be tuple of ints, but found element of type str "
                   'at pos 0')),
    ('x.resize_(-1)',
     ('RuntimeError', 'numel: integer multiplication overflow')),
    ("x.to_dense('a')",
     ('TypeError', "to_dense(): argument 'dtype' (position 1) must be torch.dtype, not str")),
    ('x.to_dense(1)',
     ('TypeError', "to_dense(): argument 'dtype' (position 1) must be torch.dtype, not int")),
    ("x.to_dense(torch.float64, masked_grad='a')",
     ('TypeError', "to_dense(): argument 'masked_grad' must be bool, not str")),
    ('x.to(0, 0, 0, 0, 0, 0, 0)',
     ('TypeError', 'to() received an invalid combination of arguments - got (int, int, int, int, int, int, int), '
                   'but expected one of:\n'
                   ' * (torch.device device = None, torch.dtype dtype = None, bool non_blocking = False, bool '
                   'copy = False, *, torch.memory_format memory_format = None)\n'
                   ' * (torch.dtype dtype, bool non_blocking = False, bool copy = False, *, torch.memory_format '
                   'memory_format = None)\n'
                   ' * (Tensor tensor, bool non_blocking = False, bool copy = False, *, torch.memory_format '
                   'memory_format = None)\n')),
    ('x.to(0, 0)',
     ('TypeError', 'to() received an invalid combination of arguments - got (int, int), but expected one of:\n'
                   ' * (torch.device device = None, torch.dtype dtype = None, bool non_blocking = False, bool '
                   'copy = False, *, torch.memory_format memory_format = None)\n'
                   ' * (torch.dtype dtype, bool non_blocking = False, bool copy = False, *, torch.memory_format '
                   'memory_format = None)\n'
                   ' * (Tensor tensor, bool non_blocking = False, bool copy = False, *, torch.memory_format '
                   'memory_format = None)\n')),
    ("x.multinomial('a')",
     ('TypeError', "multinomial(): argument 'num_samples' (position 1) must be int, not str")),
    ("torch.multinomial(v, 'a')",
     ('TypeError', "multinomial(): argument 'num_samples' (position 2) must be int, not str")),
    ("torch.multinomial(v, 1, 'a')",
     ('TypeError', "multinomial(): argument 'replacement' (position 3) must be bool, not str")),
    # factories
    ('torch.arange()',
     ('TypeError', 'arange() received an invalid combination of arguments - got (), but expected one of:\n'
                   ' * (Number end, *, Tensor out = None, torch.dtype dtype = None, torch.layout layout = None, '
                   'torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n'
                   ' * (Number start, Number end, *, torch.dtype dtype = None, torch.layout layout = None, '
                   'torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n'
                   ' * (Number start, Number end, Number step = 1, *, Tensor out = None, torch.dtype dtype = '
                   'None, torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n')),
    ("torch.arange(0, 'a')",
     ('TypeError', 'arange() received an invalid combination of arguments - got (int, str), but expected one of:\n'
                   ' * (Number end, *, Tensor out = None, torch.dtype dtype = None, torch.layout layout = None, '
                   'torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n'
                   ' * (Number start, Number end, *, torch.dtype dtype = None, torch.layout layout = None, '
                   'torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n'
                   ' * (Number start, Number end, Number step = 1, *, Tensor out = None, torch.dtype dtype = '
                   'None, torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n')),
    ('torch.arange(None)',
     ('TypeError', "arange(): argument 'end' (position 1) must be Number, not NoneType")),
    ('torch.linspace(0, 1)',
     ('TypeError', 'linspace() received an invalid combination of arguments - got (int, int), but expected one of:\n'
                   ' * (Tensor start, Tensor end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (Number start, Tensor end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (Tensor start, Number end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (Number start, Number end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n')),
    ("torch.linspace('a', 1, 3)",
     ('TypeError', 'linspace() received an invalid combination of arguments - got (str, int, int), but expected '
                   'one of:\n'
                   ' * (Tensor start, Tensor end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (Number start, Tensor end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (Tensor start, Number end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (Number start, Number end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n')),
    ("torch.linspace(0, 1, 'a')",
     ('TypeError', 'linspace() received an invalid combination of arguments - got (int, int, str), but expected '
                   'one of:\n'
                   ' * (Tensor start, Tensor end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (Number start, Tensor end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (Tensor start, Number end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (Number start, Number end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n')),
    ('torch.linspace(0, 1, 2.5)',
     ('TypeError', 'linspace() received an invalid combination of arguments - got (int, int, float), but '
                   'expected one of:\n'
                   ' * (Tensor start, Tensor end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (Number start, Tensor end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (Tensor start, Number end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (Number start, Number end, int steps, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n')),
    ('torch.logspace(0, 1)',
     ('TypeError', 'logspace() received an invalid combination of arguments - got (int, int), but expected one of:\n'
                   ' * (Tensor start, Tensor end, int steps, float base = 10.0, *, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (Number start, Tensor end, int steps, float base = 10.0, *, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (Tensor start, Number end, int steps, float base = 10.0, *, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (Number start, Number end, int steps, float base = 10.0, *, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n')),
    ("torch.logspace(0, 1, 3, 'a')",
     ('TypeError', 'logspace() received an invalid combination of arguments - got (int, int, int, str), but '
                   'expected one of:\n'
                   ' * (Tensor start, Tensor end, int steps, float base = 10.0, *, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (Number start, Tensor end, int steps, float base = 10.0, *, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (Tensor start, Number end, int steps, float base = 10.0, *, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (Number start, Number end, int steps, float base = 10.0, *, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n')),
    ('torch.randn(generator=None)',
     ('TypeError', 'randn() missing 1 required positional arguments: "size"')),
    ('torch.rand(generator=None)',
     ('TypeError', 'rand() missing 1 required positional arguments: "size"')),
    ("torch.randn(2, generator='a')",
     ('TypeError', 'randn() received an invalid combination of arguments - got (int, generator=str), but '
                   'expected one of:\n'
                   ' * (tuple of ints size, *, torch.Generator generator, Tensor out = None, torch.dtype dtype = '
                   'None, torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (tuple of ints size, *, Tensor out = None, torch.dtype dtype = None, torch.layout layout '
                   '= None, torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n')),
    ('torch.randperm()',
     ('TypeError', 'randperm() received an invalid combination of arguments - got (), but expected one of:\n'
                   ' * (int n, *, torch.Generator generator, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (int n, *, Tensor out = None, torch.dtype dtype = None, torch.layout layout = None, '
                   'torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n')),
    ("torch.randperm(3, generator='a')",
     ('TypeError', 'randperm() received an invalid combination of arguments - got (int, generator=str), but '
                   'expected one of:\n'
                   ' * (int n, *, torch.Generator generator, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (int n, *, Tensor out = None, torch.dtype dtype = None, torch.layout layout = None, '
                   'torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n')),
    ('torch.randint()',
     ('TypeError', 'randint() received an invalid combination of arguments - got (), but expected one of:\n'
                   ' * (int high, tuple of ints size, *, torch.Generator generator, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (int high, tuple of ints size, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (int low, int high, tuple of ints size, *, torch.Generator generator, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (int low, int high, tuple of ints size, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n')),
    ("torch.randint(0, 'a', (2,))",
     ('TypeError', 'randint() received an invalid combination of arguments - got (int, str, tuple), but expected '
                   'one of:\n'
                   ' * (int high, tuple of ints size, *, torch.Generator generator, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (int high, tuple of ints size, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (int low, int high, tuple of ints size, *, torch.Generator generator, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (int low, int high, tuple of ints size, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n')),
    ("torch.randint(0, 3, 'a')",
     ('TypeError', 'randint() received an invalid combination of arguments - got (int, int, str), but expected '
                   'one of:\n'
                   ' * (int high, tuple of ints size, *, torch.Generator generator, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (int high, tuple of ints size, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (int low, int high, tuple of ints size, *, torch.Generator generator, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (int low, int high, tuple of ints size, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n')),
    ("torch.randint(3, (2,), generator='a')",
     ('TypeError', 'randint() received an invalid combination of arguments - got (int, tuple, generator=str), '
                   'but expected one of:\n'
                   ' * (int high, tuple of ints size, *, torch.Generator generator, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (int high, tuple of ints size, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n'
                   ' * (int low, int high, tuple of ints size, *, torch.Generator generator, Tensor out = None, '
                   'torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool '
                   'pin_memory = False, bool requires_grad = False)\n'
                   ' * (int low, int high, tuple of ints size, *, Tensor out = None, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n')),
    ("torch.eye(2, 'a')",
     ('TypeError', 'eye() received an invalid combination of arguments - got (int, str), but expected one of:\n'
                   ' * (int n, *, Tensor out = None, torch.dtype dtype = None, torch.layout layout = None, '
                   'torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n'
                   ' * (int n, int m, *, Tensor out = None, torch.dtype dtype = None, torch.layout layout = '
                   'None, torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n')),
    ('torch.normal(0, 1)',
     ('TypeError', 'normal() received an invalid combination of arguments - got (int, int), but expected one of:\n'
                   ' * (Tensor mean, Tensor std, *, torch.Generator generator = None, Tensor out = None)\n'
                   ' * (Tensor mean, float std = 1, *, torch.Generator generator = None, Tensor out = None)\n'
                   ' * (float mean, Tensor std, *, torch.Generator generator = None, Tensor out = None)\n'
                   ' * (float mean, float std, tuple of ints size, *, torch.Generator generator = None, Tensor '
                   'out = None, torch.dtype dtype = None, torch.layout layout = None, torch.device device = '
                   'None, bool pin_memory = False, bool requires_grad = False)\n')),
    ("torch.normal('a', 1)",
     ('TypeError', 'normal() received an invalid combination of arguments - got (str, int), but expected one of:\n'
                   ' * (Tensor mean, Tensor std, *, torch.Generator generator = None, Tensor out = None)\n'
                   ' * (Tensor mean, float std = 1, *, torch.Generator generator = None, Tensor out = None)\n'
                   ' * (float mean, Tensor std, *, torch.Generator generator = None, Tensor out = None)\n'
                   ' * (float mean, float std, tuple of ints size, *, torch.Generator generator = None, Tensor '
                   'out = None, torch.dtype dtype = None, torch.layout layout = None, torch.device device = '
                   'None, bool pin_memory = False, bool requires_grad = False)\n')),
    ("torch.tril_indices('a', 2)",
     ('TypeError', "tril_indices(): argument 'row' (position 1) must be int, not str")),
    ('torch.triu_indices(2, 2, 1.5)',
     ('TypeError', "triu_indices(): argument 'offset' (position 3) must be int, not float")),
    ("torch.as_tensor(x, 'a')",
     ('TypeError', 'as_tensor() takes 1 positional argument but 2 were given')),
    # torch.* functions given no tensor
    ("torch.conj('a')",
     ('TypeError', "conj(): argument 'input' (position 1) must be Tensor, not str")),
    ('torch.real(None)',
     ('TypeError', "real(): argument 'input' (position 1) must be Tensor, not NoneType")),
    ('torch.resolve_neg([1.0])',
     ('TypeError', "resolve_neg(): argument 'input' (position 1) must be Tensor, not list")),
    ("torch.positive('a')",
     ('TypeError', "positive(): argument 'input' (position 1) must be Tensor, not str")),
    ('torch.det(None)',
     ('TypeError', "det(): argument 'input' (position 1) must be Tensor, not NoneType")),
    ("torch.cholesky('a')",
     ('TypeError', "cholesky(): argument 'input' (position 1) must be Tensor, not str")),
    ('torch.svd([1.0])',
     ('TypeError', "svd(): argument 'input' (position 1) must be Tensor, not list")),
    ("torch.where('a')",
     ('TypeError', "where(): argument 'condition' (position 1) must be Tensor, not str")),
    ('torch.square(None)',
     ('TypeError', "square(): argument 'input' (position 1) must be Tensor, not NoneType")),
    ("torch.nonzero('a')",
     ('TypeError', "nonzero(): argument 'input' (position 1) must be Tensor, not str")),
    ("torch.flatten('a')",
     ('TypeError', "flatten(): argument 'input' (position 1) must be Tensor, not str")),
    ('torch.detach(None)',
     ('TypeError', "detach(): argument 'input' (position 1) must be Tensor, not NoneType")),
    ("torch.arccos_('a')",
     ('TypeError', "arccos_(): argument 'input' (position 1) must be Tensor, not str")),
    ('torch.square_(None)',
     ('TypeError', "square_(): argument 'input' (position 1) must be Tensor, not NoneType")),
    ('torch.diff([1.0])',
     ('TypeError', "diff(): argument 'input' (position 1) must be Tensor, not list")),
    ("torch.nanmean('a')",
     ('TypeError', "nanmean(): argument 'input' (position 1) must be Tensor, not str")),
    ("torch.unique('a')",
     ('TypeError', "_unique2(): argument 'input' (position 1) must be Tensor, not str")),
    ("torch.lu('a')",
     ('TypeError', "_lu_with_info(): argument 'input' (position 1) must be Tensor, not str")),
    ("torch.cdist(x, 'a')",
     ('TypeError', "cdist(): argument 'x2' (position 2) must be Tensor, not str")),
    ('torch.kl_div(x, None)',
     ('TypeError', "kl_div(): argument 'target' (position 2) must be Tensor, not NoneType")),
    ("torch.cosine_similarity(x, 'a')",
     ('TypeError', "cosine_similarity(): argument 'x2' (position 2) must be Tensor, not str")),
    ('torch.bilinear(x, 1.5, x)',
     ('TypeError', "bilinear(): argument 'input2' (position 2) must be Tensor, not float")),
    ('torch.nn.functional.pairwise_distance(x, 1.5)',
     ('TypeError', "pairwise_distance(): argument 'x2' (position 2) must be Tensor, not float")),
    ('torch.binomial(x, 1.5)',
     ('TypeError', "binomial(): argument 'prob' (position 2) must be Tensor, not float")),
    ('torch.addmv_(x, 1.5, v)',
     ('TypeError', "addmv_(): argument 'mat' (position 2) must be Tensor, not float")),
    ("torch.group_norm(x, 1, 'a')",
     ('TypeError', "group_norm(): argument 'weight' (position 3) must be Tensor, not str")),
    ("torch.vander('a')",
     ('TypeError', "vander(): argument 'x' (position 1) must be Tensor, not str")),
    ("torch.atleast_1d('a')",
     ('TypeError', 'atleast_1d() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (Tensor input)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n"
                   ' * (tuple of Tensors tensors)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n")),
    ("torch.atleast_2d(x, 'a')",
     ('TypeError', 'expected Tensor as element 1 in argument 0, but got str')),
    ('torch.atleast_3d([1., 2.])',
     ('TypeError', 'expected Tensor as element 0 in argument 0, but got float')),
    ("torch.cartesian_prod('a')",
     ('TypeError', 'expected Tensor as element 0 in argument 0, but got str')),
    ('torch.cartesian_prod(v, None)',
     ('TypeError', 'expected Tensor as element 1 in argument 0, but got NoneType')),
    ("torch.chain_matmul(x, 'a')",
     ('TypeError', 'expected Tensor as element 1 in argument 0, but got str')),
    ("torch.var('a')",
     ('TypeError', 'var() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (Tensor input, tuple of ints dim, bool unbiased = True, bool keepdim = False, *, Tensor '
                   'out = None)\n'
                   ' * (Tensor input, tuple of ints dim = None, *, Number correction = None, bool keepdim = '
                   'False, Tensor out = None)\n'
                   ' * (Tensor input, bool unbiased = True)\n')),
    ("torch.std_mean('a', True)",
     ('TypeError', 'std_mean() received an invalid combination of arguments - got (str, bool), but expected one of:\n'
                   ' * (Tensor input, tuple of ints dim, bool unbiased = True, bool keepdim = False)\n'
                   ' * (Tensor input, tuple of ints dim = None, *, Number correction = None, bool keepdim = False)\n'
                   ' * (Tensor input, bool unbiased = True)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!, !bool!)\n")),
    ('torch.var_mean([1.], dim=0)',
     ('TypeError', 'var_mean() received an invalid combination of arguments - got (list, dim=int), but expected '
                   'one of:\n'
                   ' * (Tensor input, tuple of ints dim, bool unbiased = True, bool keepdim = False)\n'
                   ' * (Tensor input, tuple of ints dim = None, *, Number correction = None, bool keepdim = False)\n'
                   ' * (Tensor input, bool unbiased = True)\n'
                   "      didn't match because some of the keywords were incorrect: dim\n")),
    ("torch.bucketize(x, 'a')",
     ('TypeError', 'bucketize() received an invalid combination of arguments - got (Tensor, str), but expected '
                   'one of:\n'
                   ' * (Tensor input, Tensor boundaries, *, bool out_int32 = False, bool right = False, Tensor '
                   'out = None)\n'
                   ' * (Number self, Tensor boundaries, *, bool out_int32 = False, bool right = False)\n')),
    ("torch.bucketize('a', v)",
     ('TypeError', 'bucketize() received an invalid combination of arguments - got (str, Tensor), but expected '
                   'one of:\n'
                   ' * (Tensor input, Tensor boundaries, *, bool out_int32 = False, bool right = False, Tensor '
                   'out = None)\n'
                   ' * (Number self, Tensor boundaries, *, bool out_int32 = False, bool right = False)\n')),
    ("torch.result_type('a')",
     ('TypeError', 'result_type() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (Tensor tensor, Tensor other)\n'
                   ' * (Number scalar, Tensor tensor)\n'
                   ' * (Tensor tensor, Number other)\n'
                   ' * (Number scalar1, Number scalar2)\n')),
    ("torch.result_type(x, 'a')",
     ('TypeError', 'result_type() received an invalid combination of arguments - got (Tensor, str), but expected '
                   'one of:\n'
                   ' * (Tensor tensor, Tensor other)\n'
                   "      didn't match because some of the arguments have invalid types: (Tensor, !str!)\n"
                   ' * (Number scalar, Tensor tensor)\n'
                   "      didn't match because some of the arguments have invalid types: (!Tensor!, !str!)\n"
                   ' * (Tensor tensor, Number other)\n'
                   "      didn't match because some of the arguments have invalid types: (Tensor, !str!)\n"
                   ' * (Number scalar1, Number scalar2)\n'
                   "      didn't match because some of the arguments have invalid types: (!Tensor!, !str!)\n")),
    ('torch.result_type(x, x, x)',
     ('TypeError', 'result_type() received an invalid combination of arguments - got (Tensor, Tensor, Tensor), '
                   'but expected one of:\n'
                   ' * (Tensor tensor, Tensor other)\n'
                   ' * (Number scalar, Tensor tensor)\n'
                   ' * (Tensor tensor, Number other)\n'
                   ' * (Number scalar1, Number scalar2)\n')),
    ('torch.promote_types(x, torch.float32)',
     ('TypeError', "promote_types(): argument 'type1' (position 1) must be torch.dtype, not Tensor")),
    ("torch.promote_types(torch.float32, 'a')",
     ('TypeError', "promote_types(): argument 'type2' (position 2) must be torch.dtype, not str")),
    ("torch.can_cast(torch.float32, 'a')",
     ('TypeError', "can_cast(): argument 'to' (position 2) must be torch.dtype, not str")),
    # window functions, dropout, conv
    ("torch.kaiser_window('a')",
     ('TypeError', "kaiser_window(): argument 'window_length' (position 1) must be int, not str")),
    ("torch.hann_window(3, 'a')",
     ('TypeError', 'hann_window() received an invalid combination of arguments - got (int, str), but expected '
                   'one of:\n'
                   ' * (int window_length, *, torch.dtype dtype = None, torch.layout layout = None, torch.device '
                   'device = None, bool pin_memory = False, bool requires_grad = False)\n'
                   ' * (int window_length, bool periodic, *, torch.dtype dtype = None, torch.layout layout = '
                   'None, torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n')),
    ("torch.hamming_window(3, True, 'a')",
     ('TypeError', 'hamming_window() received an invalid combination of arguments - got (int, bool, str), but '
                   'expected one of:\n'
                   ' * (int window_length, *, torch.dtype dtype = None, torch.layout layout = None, torch.device '
                   'device = None, bool pin_memory = False, bool requires_grad = False)\n'
                   ' * (int window_length, bool periodic, *, torch.dtype dtype = None, torch.layout layout = '
                   'None, torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n'
                   ' * (int window_length, bool periodic, float alpha, *, torch.dtype dtype = None, torch.layout '
                   'layout = None, torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n'
                   ' * (int window_length, bool periodic, float alpha, float beta, *, torch.dtype dtype = None, '
                   'torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool '
                   'requires_grad = False)\n')),
    ("torch.kaiser_window(3, True, 'a')",
     ('TypeError', 'kaiser_window() received an invalid combination of arguments - got (int, bool, str), but '
                   'expected one of:\n'
                   ' * (int window_length, *, torch.dtype dtype = None, torch.layout layout = None, torch.device '
                   'device = None, bool pin_memory = False, bool requires_grad = False)\n'
                   ' * (int window_length, bool periodic, *, torch.dtype dtype = None, torch.layout layout = '
                   'None, torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n'
                   ' * (int window_length, bool periodic, float beta, *, torch.dtype dtype = None, torch.layout '
                   'layout = None, torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n')),
    ('torch.bartlett_window(x)',
     ('TypeError', "bartlett_window(): argument 'window_length' (position 1) must be int, not Tensor")),
    ('torch.hamming_window(3, False, 0.5, 0.4)',
     ('ok', 'Tensor')),
    ("torch.dropout(v, 0.5, 'a')",
     ('TypeError', "dropout(): argument 'train' (position 3) must be bool, not str")),
    ("torch.dropout(v, 'a', True)",
     ('TypeError', "dropout(): argument 'p' (position 2) must be float, not str")),
    ('torch.feature_alpha_dropout_(x, 0, 1)',
     ('TypeError', "feature_alpha_dropout_(): argument 'train' (position 3) must be bool, not int")),
    ('torch.alpha_dropout(x, 1.5, 1.5)',
     ('TypeError', "alpha_dropout(): argument 'train' (position 3) must be bool, not float")),
    ("torch.conv2d(x, 'a')",
     ('TypeError', 'conv2d() received an invalid combination of arguments - got (Tensor, str), but expected one of:\n'
                   ' * (Tensor input, Tensor weight, Tensor bias = None, tuple of ints stride = 1, tuple of ints '
                   'padding = 0, tuple of ints dilation = 1, int groups = 1)\n'
                   ' * (Tensor input, Tensor weight, Tensor bias = None, tuple of ints stride = 1, str padding = '
                   '"valid", tuple of ints dilation = 1, int groups = 1)\n')),
    ('torch.conv1d(x, None)',
     ('TypeError', 'conv1d() received an invalid combination of arguments - got (Tensor, NoneType), but expected '
                   'one of:\n'
                   ' * (Tensor input, Tensor weight, Tensor bias = None, tuple of ints stride = 1, tuple of ints '
                   'padding = 0, tuple of ints dilation = 1, int groups = 1)\n'
                   ' * (Tensor input, Tensor weight, Tensor bias = None, tuple of ints stride = 1, str padding = '
                   '"valid", tuple of ints dilation = 1, int groups = 1)\n')),
    ("torch.conv3d('a', x)",
     ('TypeError', 'conv3d() received an invalid combination of arguments - got (str, Tensor), but expected one of:\n'
                   ' * (Tensor input, Tensor weight, Tensor bias = None, tuple of ints stride = 1, tuple of ints '
                   'padding = 0, tuple of ints dilation = 1, int groups = 1)\n'
                   ' * (Tensor input, Tensor weight, Tensor bias = None, tuple of ints stride = 1, str padding = '
                   '"valid", tuple of ints dilation = 1, int groups = 1)\n')),
    # int, bool and number arguments of hand-written and generated ops
    ("torch.chunk(x, 0, 'a')",
     ('TypeError', "chunk(): argument 'dim' (position 3) must be int, not str")),
    ("x.chunk(2, 'a')",
     ('TypeError', "chunk(): argument 'dim' (position 2) must be int, not str")),
    ("x.chunk('a')",
     ('TypeError', "chunk(): argument 'chunks' (position 1) must be int, not str")),
    ("torch.combinations(v, 'a')",
     ('TypeError', "combinations(): argument 'r' (position 2) must be int, not str")),
    ("torch.combinations(v, 2, 'a')",
     ('TypeError', "combinations(): argument 'with_replacement' (position 3) must be bool, not str")),
    ('torch.vander(v, 2.5)',
     ('TypeError', "vander(): argument 'N' (position 2) must be int, not float")),
    ("torch.vander(v, 2, 'a')",
     ('TypeError', "vander(): argument 'increasing' (position 3) must be bool, not str")),
    ('torch.celu(x, None)',
     ('TypeError', "celu(): argument 'alpha' (position 2) must be Number, not NoneType")),
    ('torch.hardshrink(x, None)',
     ('TypeError', "hardshrink(): argument 'lambd' (position 2) must be Number, not NoneType")),
    ("torch.rrelu(x, 'a')",
     ('TypeError', "rrelu(): argument 'lower' (position 2) must be Number, not str")),
    ('torch.rrelu(x, 0.1, None)',
     ('TypeError', "rrelu(): argument 'upper' (position 3) must be Number, not NoneType")),
    ("torch.nn.functional.rrelu_(x, 'a')",
     ('TypeError', "rrelu_(): argument 'lower' (position 2) must be Number, not str")),
    # more hand-written ops: None given where PyTorch's parser takes no None, ints and lists
    ('torch.amax(x, None)',
     ('ok', 'Tensor')),
    ('x.amin(None)',
     ('ok', 'Tensor')),
    ('torch.celu_(xi)',
     ('NotImplementedError', '"elu_cpu" not implemented for \'Long\'')),
    ('torch.hypot(xi, xi)',
     ('NotImplementedError', '"hypot_cpu" not implemented for \'Long\'')),
    ('torch.geqrf(xi)',
     ('NotImplementedError', '"geqrf_cpu" not implemented for \'Long\'')),
    ('torch.kl_div(xi, xi)',
     ('RuntimeError', 'kl_div: Integral inputs not supported.')),
    ('torch.bucketize(x, xi)',
     ('RuntimeError', 'boundaries tensor must be 1 dimension, but got dim(2)')),
    ('torch.fill(x, xi)',
     ('RuntimeError', 'fill_ only supports 0-dimension value tensor but got tensor with 2 dimensions.')),
    ("torch.searchsorted(x, 'a')",
     ('TypeError', 'searchsorted() received an invalid combination of arguments - got (Tensor, str), but '
                   'expected one of:\n'
                   ' * (Tensor sorted_sequence, Tensor input, *, bool out_int32 = False, bool right = False, str '
                   'side = None, Tensor sorter = None, Tensor out = None)\n'
                   ' * (Tensor sorted_sequence, Number self, *, bool out_int32 = False, bool right = False, str '
                   'side = None, Tensor sorter = None, Tensor out = None)\n')),
    ('torch.searchsorted(x, 1.5)',
     ('RuntimeError', 'torch.searchsorted(): input value can be a scalar only when boundaries tensor dimension '
                      "is 1, but we got boundaries tensor dim(2) and input value's dim(0) numel(1)")),
    ("torch.isin(x, 'a')",
     ('TypeError', 'isin() received an invalid combination of arguments - got (Tensor, str), but expected one of:\n'
                   ' * (Tensor elements, Tensor test_elements, *, bool assume_unique = False, bool invert = '
                   'False, Tensor out = None)\n'
                   ' * (Number element, Tensor test_elements, *, bool assume_unique = False, bool invert = '
                   'False, Tensor out = None)\n'
                   ' * (Tensor elements, Number test_element, *, bool assume_unique = False, bool invert = '
                   'False, Tensor out = None)\n')),
    ("torch.isin('a', x)",
     ('TypeError', 'isin() received an invalid combination of arguments - got (str, Tensor), but expected one of:\n'
                   ' * (Tensor elements, Tensor test_elements, *, bool assume_unique = False, bool invert = '
                   'False, Tensor out = None)\n'
                   ' * (Number element, Tensor test_elements, *, bool assume_unique = False, bool invert = '
                   'False, Tensor out = None)\n'
                   ' * (Tensor elements, Number test_element, *, bool assume_unique = False, bool invert = '
                   'False, Tensor out = None)\n')),
    ('torch.where(x, None)',
     ('TypeError', 'where() received an invalid combination of arguments - got (Tensor, NoneType), but expected '
                   'one of:\n'
                   ' * (Tensor condition)\n'
                   ' * (Tensor condition, Tensor input, Tensor other, *, Tensor out = None)\n'
                   ' * (Tensor condition, Number self, Tensor other)\n'
                   ' * (Tensor condition, Tensor input, Number other)\n'
                   ' * (Tensor condition, Number self, Number other)\n')),
    ('torch.where(x > 0, 1.)',
     ('TypeError', 'where() received an invalid combination of arguments - got (Tensor, float), but expected one '
                   'of:\n'
                   ' * (Tensor condition)\n'
                   ' * (Tensor condition, Tensor input, Tensor other, *, Tensor out = None)\n'
                   ' * (Tensor condition, Number self, Tensor other)\n'
                   ' * (Tensor condition, Tensor input, Number other)\n'
                   ' * (Tensor condition, Number self, Number other)\n')),
    ("torch.where(x > 0, x, 'a')",
     ('TypeError', 'where() received an invalid combination of arguments - got (Tensor, Tensor, str), but '
                   'expected one of:\n'
                   ' * (Tensor condition)\n'
                   ' * (Tensor condition, Tensor input, Tensor other, *, Tensor out = None)\n'
                   ' * (Tensor condition, Number self, Tensor other)\n'
                   "      didn't match because some of the arguments have invalid types: (Tensor, !Tensor!, !str!)\n"
                   ' * (Tensor condition, Tensor input, Number other)\n'
                   "      didn't match because some of the arguments have invalid types: (Tensor, Tensor, !str!)\n"
                   ' * (Tensor condition, Number self, Number other)\n'
                   "      didn't match because some of the arguments have invalid types: (Tensor, !Tensor!, !str!)\n")),
    ('torch.trapezoid(x, None)',
     ('TypeError', 'trapezoid() received an invalid combination of arguments - got (Tensor, NoneType), but '
                   'expected one of:\n'
                   ' * (Tensor y, Tensor x, *, int dim = -1)\n'
                   ' * (Tensor y, *, Number dx = 1, int dim = -1)\n')),
    ('torch.cumulative_trapezoid(x, None)',
     ('TypeError', 'cumulative_trapezoid() received an invalid combination of arguments - got (Tensor, '
                   'NoneType), but expected one of:\n'
                   ' * (Tensor y, Tensor x, *, int dim = -1)\n'
                   ' * (Tensor y, *, Number dx = 1, int dim = -1)\n')),
    ('torch.repeat_interleave(x, None)',
     ('TypeError', 'repeat_interleave() received an invalid combination of arguments - got (Tensor, NoneType), '
                   'but expected one of:\n'
                   ' * (Tensor input, Tensor repeats, int dim = None, *, int output_size = None)\n'
                   ' * (Tensor repeats, *, int output_size = None)\n'
                   ' * (Tensor input, int repeats, int dim = None, *, int output_size = None)\n')),
    ('torch.vsplit(x, xi)',
     ('TypeError', 'vsplit() received an invalid combination of arguments - got (Tensor, Tensor), but '
                   "expected one of:\n * (Tensor input, int sections)\n      didn't match because some of "
                   'the arguments have invalid types: (Tensor, !Tensor!)\n * (Tensor input, tuple of ints '
                   "indices)\n      didn't match because some of the arguments have invalid types: (Tensor, "
                   '!Tensor!)\n')),
    ('x.hsplit(torch.tensor([1]))',
     ('ok', 'tuple')),
    ("torch.std(x, 0, 'a')",
     ('TypeError', 'std() received an invalid combination of arguments - got (Tensor, int, str), but expected '
                   'one of:\n'
                   ' * (Tensor input, tuple of ints dim, bool unbiased = True, bool keepdim = False, *, Tensor '
                   'out = None)\n'
                   ' * (Tensor input, tuple of ints dim = None, *, Number correction = None, bool keepdim = '
                   'False, Tensor out = None)\n'
                   ' * (Tensor input, bool unbiased = True)\n')),
    ('torch.var(x, 1.5)',
     ('TypeError', 'var() received an invalid combination of arguments - got (Tensor, float), but expected one of:\n'
                   ' * (Tensor input, tuple of ints dim, bool unbiased = True, bool keepdim = False, *, Tensor '
                   'out = None)\n'
                   ' * (Tensor input, tuple of ints dim = None, *, Number correction = None, bool keepdim = '
                   'False, Tensor out = None)\n'
                   ' * (Tensor input, bool unbiased = True)\n'
                   "      didn't match because some of the arguments have invalid types: (Tensor, !float!)\n")),
    ("x.var(0, 'a')",
     ('TypeError', 'var() received an invalid combination of arguments - got (int, str), but expected one of:\n'
                   ' * (tuple of ints dim, bool unbiased = True, bool keepdim = False)\n'
                   ' * (tuple of ints dim = None, *, Number correction = None, bool keepdim = False)\n'
                   ' * (bool unbiased = True)\n')),
    ("x.std(dim='a')",
     ('TypeError', 'std() received an invalid combination of arguments - got (dim=str, ), but expected one of:\n'
                   ' * (tuple of ints dim, bool unbiased = True, bool keepdim = False)\n'
                   ' * (tuple of ints dim = None, *, Number correction = None, bool keepdim = False)\n'
                   ' * (bool unbiased = True)\n'
                   "      didn't match because some of the keywords were incorrect: dim\n")),
    ("torch.diff(x, 0, 'a')",
     ('TypeError', "diff(): argument 'dim' (position 3) must be int, not str")),
    ('x.diff(1.5)',
     ('TypeError', "diff(): argument 'n' (position 1) must be int, not float")),
    ('torch.flatten(x, 1.5)',
     ('TypeError', "flatten(): argument 'start_dim' (position 2) must be int, not float")),
    ("x.flatten('a')",
     ('TypeError', "flatten(): argument 'start_dim' (position 1) must be int, not str")),
    ('torch.norm_except_dim(x, 1.5)',
     ('TypeError', "norm_except_dim(): argument 'pow' (position 2) must be int, not float")),
    ('torch.promote_types(xi, xi)',
     ('TypeError', "promote_types(): argument 'type1' (position 1) must be torch.dtype, not Tensor")),
    ("torch.split(x, 1, 'a')",
     ('TypeError', 'split() received an invalid combination of arguments - got (Tensor, int, str), but expected '
                   'one of:\n'
                   ' * (Tensor input, int split_size, int dim = 0)\n'
                   "      didn't match because some of the arguments have invalid types: (Tensor, int, !str!)\n"
                   ' * (Tensor input, tuple of ints split_size, int dim = 0)\n'
                   "      didn't match because some of the arguments have invalid types: (Tensor, !int!, !str!)\n")),
    ("x.unflatten(0, 'a')",
     ('TypeError', "unflatten(): argument 'sizes' (position 2) must be tuple of ints, not str")),
    ("torch.unflatten(x, 'a', (2,))",
     ('TypeError', "unflatten(): argument 'dim' (position 2) must be int, not str")),
    ("torch.rms_norm(x, 0, 'a')",
     ('TypeError', "rms_norm(): argument 'normalized_shape' (position 2) must be tuple of ints, not int")),
    ('torch.rms_norm(x, [1., 2.])',
     ('TypeError', "rms_norm(): argument 'normalized_shape' (position 2) must be tuple of ints, but found "
                   'element of type float at pos 0')),
    ('torch.full(xi, xi)',
     ('TypeError', "full(): argument 'size' (position 1) must be tuple of ints, not Tensor")),
    ('torch.full((2,), xi)',
     ('TypeError', "full(): argument 'fill_value' (position 2) must be Number, not Tensor")),
    ('torch.full_like(x, xi)',
     ('TypeError', "full_like(): argument 'fill_value' (position 2) must be Number, not Tensor")),
    ("torch.scalar_tensor('a')",
     ('TypeError', "scalar_tensor(): argument 's' (position 1) must be Number, not str")),
    ('torch.frobenius_norm(x, [1., 2.])',
     ('TypeError', "frobenius_norm(): argument 'dim' (position 2) must be tuple of ints, but found element of "
                   'type float at pos 0')),
    ("torch.frobenius_norm(x, 0, 'a')",
     ('TypeError', "frobenius_norm(): argument 'keepdim' (position 3) must be bool, not str")),
    ("torch.tensordot(x, x, 'a')",
     ('RuntimeError', 'tensordot expects dims to be int or tuple[list[int], list[int]] or list[list[int]] '
                      'containing two lists, but got dims=a')),
    ('torch.tensordot(x, x, 1.5)',
     ('RuntimeError', 'tensordot expects dims to be int or tuple[list[int], list[int]] or list[list[int]] '
                      'containing two lists, but got dims=1.5')),
    ('torch.range()',
     ('TypeError', 'range() missing 2 required positional argument: "start", "end"')),
    ('torch.range(5)',
     ('TypeError', 'range() missing 1 required positional arguments: "end"')),
    ("torch.range(0, 'a')",
     ('TypeError', "range(): argument 'end' (position 2) must be Number, not str")),
    ("torch.softmax(x, 0, 'a')",
     ('TypeError', "softmax(): argument 'dtype' (position 3) must be torch.dtype, not str")),
    ("torch.log_softmax(x, 'a')",
     ('TypeError', "log_softmax(): argument 'dim' (position 2) must be int, not str")),
    # NumPy-style aliases name themselves, and count positions as called
    ("x.arctan2('a')",
     ('TypeError', "arctan2(): argument 'other' (position 1) must be Tensor, not str")),
    ("torch.arctan2(x, 'a')",
     ('TypeError', "arctan2(): argument 'other' (position 2) must be Tensor, not str")),
    ("x.greater('a')",
     ('TypeError', 'greater() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (Tensor other)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n"
                   ' * (Number other)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n")),
    ("x.clip('a')",
     ('TypeError', 'clip() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (Tensor min = None, Tensor max = None)\n'
                   ' * (Number min = None, Number max = None)\n')),
    ("torch.absolute('a')",
     ('TypeError', "absolute(): argument 'input' (position 1) must be Tensor, not str")),
    ('torch.arccos(None)',
     ('TypeError', "arccos(): argument 'input' (position 1) must be Tensor, not NoneType")),
    ("x.not_equal('a')",
     ('TypeError', 'not_equal() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (Tensor other)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n"
                   ' * (Number other)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n")),
    ("x.clip_('a')",
     ('TypeError', 'clip_() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (Tensor min = None, Tensor max = None)\n'
                   ' * (Number min = None, Number max = None)\n')),
    ("x.greater_('a')",
     ('TypeError', 'greater_() received an invalid combination of arguments - got (str), but expected one of:\n'
                   ' * (Tensor other)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n"
                   ' * (Number other)\n'
                   "      didn't match because some of the arguments have invalid types: (!str!)\n")),
    # Tensor methods given None, a float, a list, an int64 tensor
    ('x.to(None)',
     ('ok', 'Tensor')),
    ("x.to(0, 'a')",
     ('TypeError', 'to() received an invalid combination of arguments - got (int, str), but expected one of:\n'
                   ' * (torch.device device = None, torch.dtype dtype = None, bool non_blocking = False, bool '
                   'copy = False, *, torch.memory_format memory_format = None)\n'
                   ' * (torch.dtype dtype, bool non_blocking = False, bool copy = False, *, torch.memory_format '
                   'memory_format = None)\n'
                   ' * (Tensor tensor, bool non_blocking = False, bool copy = False, *, torch.memory_format '
                   'memory_format = None)\n')),
    ("x.to('cpu', 'cpu')",
     ('TypeError', 'to() received an invalid combination of arguments - got (str, str), but expected one of:\n'
                   ' * (torch.device device = None, torch.dtype dtype = None, bool non_blocking = False, bool '
                   'copy = False, *, torch.memory_format memory_format = None)\n'
                   ' * (torch.dtype dtype, bool non_blocking = False, bool copy = False, *, torch.memory_format '
                   'memory_format = None)\n'
                   ' * (Tensor tensor, bool non_blocking = False, bool copy = False, *, torch.memory_format '
                   'memory_format = None)\n')),
    ('x.unflatten(0, None)',
     ('RuntimeError', 'unflatten: sizes must be non-empty')),
    ('x.std(0, None)',
     ('TypeError', 'std() received an invalid combination of arguments - got (int, NoneType), but expected one of:\n'
                   ' * (tuple of ints dim, bool unbiased = True, bool keepdim = False)\n'
                   ' * (tuple of ints dim = None, *, Number correction = None, bool keepdim = False)\n'
                   ' * (bool unbiased = True)\n')),
    ("x.fill_diagonal_(1, 'a')",
     ('TypeError', "fill_diagonal_(): argument 'wrap' (position 2) must be bool, not str")),
    ('x.fill_diagonal_(xi)',
     ('TypeError', "fill_diagonal_(): argument 'fill_value' (position 1) must be Number, not Tensor")),
    ("x.histc(0, 'a')",
     ('TypeError', "histc(): argument 'min' (position 2) must be Number, not str")),
    ('torch.histc(x, 1.5, 1.5, 1.5)',
     ('TypeError', "histc(): argument 'bins' (position 2) must be int, not float")),
    ('x.stride(xi)',
     ('TypeError', "stride(): argument 'dim' (position 1) must be int, not Tensor")),
]



def _call(code):
    def run(lib):
        x, v, xi = lib.ones(2, 3), lib.ones(3), lib.ones(2, 3, dtype=lib.int64)
        result = eval(code, {"torch": lib, "x": x, "v": v, "xi": xi})
        return "ok", type(result).__name__
    return run


@pytest.mark.parametrize("code, expected", CASES, ids=[code for code, _ in CASES])
def test_bad_argument(code, expected):
    mine, theirs = both(_call(code))
    if theirs is not None:
        assert theirs == expected
    assert mine == expected
