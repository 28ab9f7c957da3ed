"""DataLoader (torch.utils.data.DataLoader) and its collation. minitorch loads in the calling process: with
``num_workers > 0`` the batches are the same, read one after another (``get_worker_info()`` stays None)."""
import collections.abc
import copy
import math
import numbers
import re

from ... import _creation
from ..._dtype import int64
from ..._tensor import Tensor
from .dataset import IterableDataset, TensorDataset
from .sampler import BatchSampler, RandomSampler, SequentialSampler

__all__ = ["DataLoader", "default_collate", "default_convert", "get_worker_info"]

_STRING_OR_OBJECT_ARRAY = re.compile(r"[SaUO]")
_COLLATE_ERROR = "default_collate: batch must contain tensors, numpy arrays, numbers, dicts or lists; found {}"


def _is_numpy(x):
    return type(x).__module__ == "numpy" and type(x).__name__ not in ("str_", "string_")


def default_convert(data):
    """NumPy arrays and scalars to tensors, recursing into mappings and sequences (no batching)."""
    if isinstance(data, Tensor):
        return data
    if _is_numpy(data):
        if type(data).__name__ == "ndarray" and _STRING_OR_OBJECT_ARRAY.search(data.dtype.str):
            return data
        return _creation.as_tensor(data)
    if isinstance(data, collections.abc.Mapping):
        return _rebuild_mapping(data, {k: default_convert(data[k]) for k in data})
    if isinstance(data, tuple) and hasattr(data, "_fields"):
        return type(data)(*(default_convert(d) for d in data))
    if isinstance(data, tuple):
        return [default_convert(d) for d in data]
    if isinstance(data, collections.abc.Sequence) and not isinstance(data, (str, bytes)):
        return _rebuild_sequence(data, [default_convert(d) for d in data])
    return data


def _rebuild_mapping(like, values):
    """A mapping of ``like``'s type holding ``values`` (a plain dict when that type cannot be rebuilt)."""
    try:
        if isinstance(like, collections.abc.MutableMapping):
            clone = copy.copy(like)
            clone.update(values)
            return clone
        return type(like)(values)
    except TypeError:
        return values


def _rebuild_sequence(like, values):
    try:
        if isinstance(like, collections.abc.MutableSequence):
            clone = copy.copy(like)
            for i, v in enumerate(values):
                clone[i] = v
            return clone
        return type(like)(values)
    except TypeError:
        return values


def default_collate(batch):
    """Samples to a batch: tensors (and NumPy arrays) stacked, numbers made tensors, strings kept as a list,
    mappings, namedtuples and sequences collated field by field (a tuple gives a list, as in PyTorch)."""
    import minitorch
    elem = batch[0]
    if isinstance(elem, Tensor):
        return minitorch.stack(batch, 0)
    if _is_numpy(elem):
        if type(elem).__name__ in ("ndarray", "memmap"):
            if _STRING_OR_OBJECT_ARRAY.search(elem.dtype.str) is not None:
                raise TypeError(_COLLATE_ERROR.format(elem.dtype))
            return default_collate([_creation.as_tensor(b) for b in batch])
        if elem.shape == ():
            return _creation.as_tensor(batch)
    if isinstance(elem, float):
        return _creation.tensor(batch, dtype=minitorch.float64)
    if isinstance(elem, numbers.Integral):  # bool too: a bool tensor
        return _creation.tensor(batch)
    if isinstance(elem, (str, bytes)):
        return batch
    if isinstance(elem, collections.abc.Mapping):
        return _rebuild_mapping(elem, {k: default_collate([d[k] for d in batch]) for k in elem})
    if isinstance(elem, tuple) and hasattr(elem, "_fields"):
        return type(elem)(*(default_collate(s) for s in zip(*batch)))
    if isinstance(elem, collections.abc.Sequence):
        size = len(elem)
        if not all(len(e) == size for e in batch):
            raise RuntimeError("each element in list of batch should be of equal size")
        columns = [default_collate(s) for s in zip(*batch)]  # tuples: a column of strings stays one
        return columns if isinstance(elem, tuple) else _rebuild_sequence(elem, columns)
    raise TypeError(_COLLATE_ERROR.format(type(elem)))


def get_worker_info():
    """None: minitorch reads every batch in the calling process."""
    return None


class DataLoader:
    """Batches of a dataset: indices from a sampler, samples fetched and collated (or a stream batched, for an
    IterableDataset)."""

    def __init__(self, dataset, batch_size=1, shuffle=None, sampler=None, batch_sampler=None, num_workers=0,
                 collate_fn=None, pin_memory=False, drop_last=False, timeout=0, worker_init_fn=None,
                 multiprocessing_context=None, generator=None, *, prefetch_factor=None, persistent_workers=False,
                 pin_memory_device="", in_order=True):
        if num_workers < 0:
            raise ValueError("num_workers option should be non-negative; use num_workers=0 to disable multiprocessing.")
        if timeout < 0:
            raise ValueError("timeout option should be non-negative")
        if num_workers == 0 and prefetch_factor is not None:
            raise ValueError("prefetch_factor option could only be specified in multiprocessing.let num_workers > 0 "
                             "to enable multiprocessing, otherwise set prefetch_factor to None.")
        if num_workers > 0 and prefetch_factor is None:
            prefetch_factor = 2
        elif prefetch_factor is not None and prefetch_factor < 0:
            raise ValueError("prefetch_factor option should be non-negative")
        if persistent_workers and num_workers == 0:
            raise ValueError("persistent_workers option needs num_workers > 0")
        self.dataset, self.num_workers, self.prefetch_factor = dataset, num_workers, prefetch_factor
        self.pin_memory, self.timeout, self.worker_init_fn = pin_memory, timeout, worker_init_fn
        self.generator, self.persistent_workers, self.in_order = generator, persistent_workers, in_order
        self._iterable = isinstance(dataset, IterableDataset)
        if self._iterable:
            if shuffle not in (False, None):
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified shuffle option, but got "
                                 f"shuffle={shuffle}")
            if sampler is not None:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified sampler option, but got "
                                 f"sampler={sampler}")
            if batch_sampler is not None:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified batch_sampler option, but got "
                                 f"batch_sampler={batch_sampler}")
        shuffle = bool(shuffle)
        if sampler is not None and shuffle:
            raise ValueError("sampler option is mutually exclusive with shuffle")
        if batch_sampler is not None:
            if batch_size != 1 or shuffle or sampler is not None or drop_last:
                raise ValueError("batch_sampler option is mutually exclusive with batch_size, shuffle, sampler, and "
                                 "drop_last")
            batch_size, drop_last = None, False
        elif batch_size is None and drop_last:
            raise ValueError("batch_size=None option disables auto-batching and is mutually exclusive with drop_last")
        if sampler is None:
            sampler = (_InfiniteSampler() if self._iterable else
                       RandomSampler(dataset, generator=generator) if shuffle else SequentialSampler(dataset))
        if batch_size is not None and batch_sampler is None:
            batch_sampler = BatchSampler(sampler, batch_size, drop_last)
        self.batch_size, self.drop_last, self.sampler, self.batch_sampler = batch_size, drop_last, sampler, batch_sampler
        self._auto_collation = batch_sampler is not None
        self.collate_fn = collate_fn if collate_fn is not None else (
            default_collate if self._auto_collation else default_convert)
        self.multiprocessing_context = multiprocessing_context
        self.__initialized = True

    def __setattr__(self, attr, value):
        if self.__dict__.get("_DataLoader__initialized") and attr in (
                "batch_size", "batch_sampler", "sampler", "drop_last", "dataset", "persistent_workers"):
            raise ValueError(f"{attr} attribute should not be set after {self.__class__.__name__} is initialized")
        super().__setattr__(attr, value)

    def __iter__(self):
        # PyTorch's loader iterator draws its workers' base seed when it is made, with workers or without: the
        # same draw keeps a seeded program's later random numbers PyTorch's.
        self._base_seed = int(_creation.empty((), dtype=int64).random_(generator=self.generator).item())
        return _SingleProcessDataLoaderIter(self)

    def _batches(self):
        if self._iterable:
            yield from self._iter_stream()
            return
        if not self._auto_collation:
            for index in self.sampler:
                yield self.collate_fn(self.dataset[index])
            return
        # One gather per tensor instead of stacking single rows: what default_collate makes of a TensorDataset.
        gather = type(self.dataset) is TensorDataset and self.collate_fn is default_collate
        getitems = getattr(self.dataset, "__getitems__", None)
        for indices in self.batch_sampler:
            if gather:
                index = _creation.tensor(indices, dtype=None)
                yield [t[index] for t in self.dataset.tensors]
            elif callable(getitems):
                yield self.collate_fn(getitems(indices))
            else:
                yield self.collate_fn([self.dataset[i] for i in indices])

    def _iter_stream(self):
        if not self._auto_collation:
            for sample in self.dataset:
                yield self.collate_fn(sample)
            return
        stream = iter(self.dataset)
        while True:
            batch = [sample for _, sample in zip(range(self.batch_size), stream)]
            if not batch or (self.drop_last and len(batch) < self.batch_size):
                return
            yield self.collate_fn(batch)

    def __len__(self):
        if self._iterable:
            length = len(self.dataset)
            if self.batch_size is not None:
                length = length // self.batch_size if self.drop_last else math.ceil(length / self.batch_size)
            return length
        return len(self.batch_sampler) if self._auto_collation else len(self.sampler)


class _SingleProcessDataLoaderIter:
    """What iter(loader) gives: the batches, and the loader's length (PyTorch's iterator class, by name)."""

    def __init__(self, loader):
        self._loader = loader
        self._batches = loader._batches()

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._batches)

    def __len__(self):
        return len(self._loader)


class _InfiniteSampler:
    """The placeholder sampler of an IterableDataset."""

    def __iter__(self):
        while True:
            yield None
