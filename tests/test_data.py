"""utils.data: datasets, samplers, collation and the DataLoader against PyTorch (random orders are checked
by their properties: minitorch's generator is not PyTorch's)."""
import collections
import importlib
import warnings

import numpy as np
import pytest

import minitorch
from oracle import both, needs_torch, same_as_pytorch

Point = collections.namedtuple("Point", "x y")


def _plain(value):
    """Batches as comparable Python values (tensors to (dtype, list))."""
    if isinstance(value, (minitorch.Tensor,)) or type(value).__name__ == "Tensor":
        return (str(value.dtype).replace("torch.", ""), value.tolist())
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return type(value).__name__, [_plain(v) for v in value]
    if isinstance(value, (list, tuple)):
        return type(value).__name__, [_plain(v) for v in value]
    if isinstance(value, np.ndarray):
        return ("ndarray", value.tolist())
    return value


def _squares(lib, n=7):
    class Squares(lib.utils.data.Dataset):
        def __len__(self):
            return n

        def __getitem__(self, i):
            return {"x": lib.tensor([float(i), float(i * i)]), "label": i % 3, "name": f"s{i}"}
    return Squares()


def _stream(lib, n=7):
    class Stream(lib.utils.data.IterableDataset):
        def __iter__(self):
            return iter(range(n))

        def __len__(self):
            return n
    return Stream()


@pytest.mark.parametrize("batch", [
    lambda lib: [(lib.tensor([1.0, 2.0]), 3), (lib.tensor([4.0, 5.0]), 6)],
    lambda lib: [{"a": 1.5, "b": [True, 2]}, {"a": 2.5, "b": [False, 3]}],
    lambda lib: [Point(1, 2.0), Point(3, 4.0)],
    lambda lib: [np.arange(3, dtype=np.float32), np.ones(3, dtype=np.float32)],
    lambda lib: [np.float64(1.5), np.float64(2.5)],
    lambda lib: [np.int32(1), np.int32(2)],
    lambda lib: ["a", "b"],
    lambda lib: [[1, 2], [3, 4]],
    lambda lib: [[1, 2], [3]],
    lambda lib: [object(), object()],
    lambda lib: [np.array(["a"]), np.array(["b"])],
])
@needs_torch
def test_default_collate(batch):
    mine, theirs = both(lambda lib: _plain(lib.utils.data.default_collate(batch(lib))))
    if isinstance(mine, tuple) and mine[0] == "TypeError":  # the found type is named; an object's address is not
        assert theirs[0] == "TypeError" and mine[1].split(";")[0] == theirs[1].split(";")[0]
        return
    assert mine == theirs


@needs_torch
def test_default_convert():
    same_as_pytorch(lambda lib: _plain(lib.utils.data.default_convert(
        {"a": np.arange(3), "b": (np.float32(2.0), "s"), "c": Point(np.ones(2), 1), "d": [np.zeros(1)]})))


@needs_torch
def test_map_dataset_loader_batches_and_length():
    def run(lib):
        out = []
        for kwargs in ({"batch_size": 3}, {"batch_size": 3, "drop_last": True}, {"batch_size": None},
                       {"batch_sampler": lib.utils.data.BatchSampler(lib.utils.data.SequentialSampler(range(7)), 2,
                                                                      False)}):
            loader = lib.utils.data.DataLoader(_squares(lib), **kwargs)
            out.append((len(loader), [_plain(b) for b in loader]))
        x, y = lib.arange(10.0).reshape(5, 2), lib.arange(5)
        loader = lib.utils.data.DataLoader(lib.utils.data.TensorDataset(x, y), batch_size=2)
        out.append([_plain(b) for b in loader])
        return out
    same_as_pytorch(run)


@needs_torch
def test_iterable_dataset_loader():
    def run(lib):
        out = []
        for kwargs in ({"batch_size": 3}, {"batch_size": 3, "drop_last": True}, {"batch_size": None}):
            loader = lib.utils.data.DataLoader(_stream(lib), **kwargs)
            out.append((len(loader), [_plain(b) for b in loader]))
        chained = _stream(lib, 2) + _stream(lib, 3)
        out.append((type(chained).__name__, list(chained), len(chained)))
        return out
    same_as_pytorch(run)


@pytest.mark.parametrize("kwargs", [
    {"num_workers": -1}, {"timeout": -1}, {"prefetch_factor": 2}, {"persistent_workers": True},
    {"shuffle": True, "sampler": [0, 1]}, {"batch_size": None, "drop_last": True},
    {"batch_sampler": [[0, 1]], "batch_size": 2}, {"iterable": True, "shuffle": True},
    {"iterable": True, "sampler": [0]}, {"iterable": True, "batch_sampler": [[0]]},
])
@needs_torch
def test_loader_argument_errors(kwargs):
    def run(lib):
        kw = dict(kwargs)
        dataset = _stream(lib) if kw.pop("iterable", False) else _squares(lib)
        return lib.utils.data.DataLoader(dataset, **kw)
    mine, theirs = both(run)
    assert mine[0] == "ValueError" and theirs[0] == "ValueError"
    assert mine[1].split(", but got")[0] == theirs[1].split(", but got")[0]


def test_workers_give_the_same_batches_in_this_process():
    dataset = _squares(minitorch)
    plain = [_plain(b) for b in minitorch.utils.data.DataLoader(dataset, batch_size=2)]
    assert [_plain(b) for b in minitorch.utils.data.DataLoader(dataset, batch_size=2, num_workers=2)] == plain
    assert minitorch.utils.data.get_worker_info() is None


@needs_torch
def test_concat_stack_and_subset_datasets():
    def run(lib):
        data = lib.utils.data
        a, b = data.TensorDataset(lib.arange(3)), data.TensorDataset(lib.arange(10, 14))
        cat = a + b
        out = [type(cat).__name__, len(cat), cat.cumulative_sizes, _plain(cat[4]), _plain(cat[-1])]
        try:
            cat[-8]
        except ValueError as e:
            out.append(str(e))
        stack = data.StackDataset(a, data.TensorDataset(lib.arange(3) * 2))
        named = data.StackDataset(first=a, second=a)
        out += [_plain(stack[1]), _plain(named[2]), len(named), _plain(stack.__getitems__([0, 2]))]
        for args, kwargs in (((a, b), {}), ((), {}), ((a,), {"k": a})):
            try:
                data.StackDataset(*args, **kwargs)
            except ValueError as e:
                out.append(str(e))
        sub = data.Subset(b, [3, 1])
        out += [len(sub), _plain(sub[0]), _plain(sub.__getitems__([0, 1]))]

        class Doubled(data.Subset):
            def __getitem__(self, i):
                return super().__getitem__(i) * 2
        try:
            Doubled(b, [0])
        except NotImplementedError as e:
            out.append(str(e))
        for bad in ([], [data.TensorDataset(lib.arange(2)), _stream(lib)]):
            try:
                data.ConcatDataset(bad)
            except AssertionError as e:
                out.append(str(e))
        return out
    same_as_pytorch(run)


@pytest.mark.parametrize("lengths", [[3, 4], [0.3, 0.7], [0.5, 0.5, 0.0], [0.1, 0.1, 0.8], [2, 2], [1.5, -0.5]])
@needs_torch
def test_random_split_lengths_and_warnings(lengths):
    def run(lib):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            parts = lib.utils.data.random_split(range(7), lengths)
        items = sorted(i for p in parts for i in p)
        return [len(p) for p in parts], items, [str(w.message) for w in caught]
    same_as_pytorch(run)


@needs_torch
def test_sampler_argument_errors_and_lengths():
    def run(lib):
        data, out = lib.utils.data, []
        for make in (lambda: data.RandomSampler(range(3), replacement=1), lambda: data.RandomSampler(range(3), num_samples=0),
                     lambda: data.WeightedRandomSampler([1.0, 2.0], 0), lambda: data.WeightedRandomSampler([[1.0]], 2),
                     lambda: data.WeightedRandomSampler([1.0], 2, replacement=1), lambda: data.BatchSampler(range(3), 0, False),
                     lambda: data.BatchSampler(range(3), 2, 1), lambda: data.DistributedSampler(range(3), 2, 2)):
            try:
                make()
                out.append("no error")
            except (TypeError, ValueError) as e:
                out.append((type(e).__name__, str(e)))
        out += [len(data.RandomSampler(range(5), num_samples=12)), len(data.SubsetRandomSampler([4, 5, 6])),
                len(data.WeightedRandomSampler([1.0, 1.0], 9)), list(data.BatchSampler(range(5), 2, False)),
                list(data.BatchSampler(range(5), 2, True))]
        for drop_last in (False, True):
            for rank in range(3):
                s = data.DistributedSampler(range(7), num_replicas=3, rank=rank, shuffle=False, drop_last=drop_last)
                out.append((len(s), list(s)))
        return out
    same_as_pytorch(run)


def test_random_samplers_draw_what_they_should():
    data = minitorch.utils.data
    minitorch.manual_seed(0)
    once = list(data.RandomSampler(range(10)))
    assert sorted(once) == list(range(10)) and once != list(data.RandomSampler(range(10)))
    longer = list(data.RandomSampler(range(4), num_samples=10))
    assert len(longer) == 10 and sorted(longer[:8]) == sorted(list(range(4)) * 2)
    drawn = list(data.RandomSampler(range(3), replacement=True, num_samples=70))
    assert len(drawn) == 70 and set(drawn) <= {0, 1, 2}
    g = minitorch.Generator().manual_seed(3)
    assert list(data.RandomSampler(range(6), generator=g)) != list(data.RandomSampler(range(6), generator=g))
    assert sorted(data.SubsetRandomSampler([7, 8, 9])) == [7, 8, 9]
    picks = list(data.WeightedRandomSampler([0.0, 1.0, 0.0, 3.0], 200))
    assert set(picks) == {1, 3} and picks.count(3) > picks.count(1)
    assert sorted(data.WeightedRandomSampler([1.0, 1.0, 1.0], 3, replacement=False)) == [0, 1, 2]
    shuffled = [list(data.DistributedSampler(range(9), 3, r, seed=1)) for r in range(3)]
    assert sorted(sum(shuffled, [])) == list(range(9))
    loader = data.DataLoader(data.TensorDataset(minitorch.arange(8)), batch_size=3, shuffle=True)
    assert sorted(sum((b[0].tolist() for b in loader), [])) == list(range(8))


def test_loader_iterator_and_frozen_attributes_like_pytorch():
    def run(lib):
        data = importlib.import_module(lib.__name__ + ".utils.data")
        dl = data.DataLoader(data.TensorDataset(lib.arange(10.0)), batch_size=3)
        it = iter(dl)
        out = [len(it), type(it).__name__, next(it)[0].tolist(), len(list(it)), dl.multiprocessing_context]
        for attr in ("batch_size", "sampler", "drop_last"):
            try:
                setattr(dl, attr, None)
                out.append("set")
            except ValueError as e:
                out.append(str(e))
        dl.collate_fn = None  # other attributes stay settable
        return out
    same_as_pytorch(run)
