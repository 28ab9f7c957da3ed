import numbers

from ... import _creation
from ..._tensor import Tensor
from .dataset import TensorDataset
from .sampler import BatchSampler, RandomSampler, SequentialSampler


def default_collate(batch):
    """Stack a list of samples into batched tensors, recursing into tuples, lists and dicts."""
    import minitorch
    elem = batch[0]
    if isinstance(elem, Tensor):
        return minitorch.stack(batch, 0) if hasattr(minitorch, "stack") else \
            minitorch.cat([b.unsqueeze(0) for b in batch], 0) if hasattr(minitorch, "cat") else \
            _creation.tensor([b.tolist() for b in batch], dtype=elem.dtype)
    if isinstance(elem, bool):
        return _creation.tensor(batch)
    if isinstance(elem, numbers.Integral):
        return _creation.tensor(batch)
    if isinstance(elem, float):
        return _creation.tensor(batch, dtype=minitorch.float64)
    if isinstance(elem, (str, bytes)):
        return batch
    if isinstance(elem, dict):
        return {k: default_collate([d[k] for d in batch]) for k in elem}
    if isinstance(elem, tuple):
        return tuple(default_collate(list(s)) for s in zip(*batch))
    if isinstance(elem, list):
        return [default_collate(list(s)) for s in zip(*batch)]
    raise TypeError(f"default_collate: batch must contain tensors, numbers, dicts or lists; found {type(elem)}")


class DataLoader:
    def __init__(self, dataset, batch_size=1, shuffle=None, sampler=None, batch_sampler=None, num_workers=0,
                 collate_fn=None, pin_memory=False, drop_last=False, timeout=0, worker_init_fn=None,
                 multiprocessing_context=None, generator=None, *, prefetch_factor=None, persistent_workers=False,
                 pin_memory_device="", in_order=True):
        if sampler is not None and shuffle:
            raise ValueError("sampler option is mutually exclusive with shuffle")
        if batch_sampler is not None and (batch_size != 1 or shuffle or sampler is not None or drop_last):
            raise ValueError("batch_sampler option is mutually exclusive with batch_size, shuffle, sampler, and "
                             "drop_last")
        self.dataset, self.num_workers, self.generator = dataset, num_workers, generator
        self.batch_size, self.drop_last = (None if batch_sampler is not None else batch_size), drop_last
        if sampler is None:
            sampler = RandomSampler(dataset, generator=generator) if shuffle else SequentialSampler(dataset)
        self.sampler = sampler
        if batch_sampler is None and batch_size is not None:
            batch_sampler = BatchSampler(sampler, batch_size, drop_last)
        self.batch_sampler = batch_sampler
        self.collate_fn = collate_fn or default_collate

    def __iter__(self):
        if self.batch_sampler is None:
            for idx in self.sampler:
                yield self.dataset[idx]
            return
        fast = isinstance(self.dataset, TensorDataset) and self.collate_fn is default_collate
        for indices in self.batch_sampler:
            if fast:  # one gather per tensor instead of stacking single rows
                index = _creation.tensor(indices)
                yield [t[index] for t in self.dataset.tensors]
            else:
                batch = self.collate_fn([self.dataset[i] for i in indices])
                yield list(batch) if isinstance(batch, tuple) else batch

    def __len__(self):
        if self.batch_sampler is None:
            return len(self.sampler)
        return len(self.batch_sampler)
