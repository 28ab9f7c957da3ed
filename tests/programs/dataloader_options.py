"""DataLoader options (workers, persistence, generators, iterable datasets) accepted and run as PyTorch runs them."""
import sys
torch = __import__(sys.argv[1])
ds = torch.utils.data.TensorDataset(torch.arange(10.), torch.arange(10))
dl = torch.utils.data.DataLoader(ds, batch_size=4, num_workers=2, persistent_workers=True, pin_memory=False, prefetch_factor=2)
print([x.tolist() for x, _ in dl])
dl = torch.utils.data.DataLoader(ds, batch_size=3, shuffle=True, generator=torch.Generator().manual_seed(0), worker_init_fn=lambda i: None, num_workers=1)
print(sorted(sum((x.tolist() for x, _ in dl), [])))
print(len(dl), dl.batch_size, dl.drop_last, type(dl.sampler).__name__, type(dl.batch_sampler).__name__)
class It(torch.utils.data.IterableDataset):
    def __iter__(self):
        info = torch.utils.data.get_worker_info()
        return iter(range(3 if info is None else 3))
print(list(torch.utils.data.DataLoader(It(), batch_size=2)))
