"""minitorch.utils.data (torch.utils.data): datasets, samplers and the DataLoader."""
from .dataloader import DataLoader, default_collate, default_convert, get_worker_info  # noqa: F401
from .dataset import (ChainDataset, ConcatDataset, Dataset, IterableDataset, StackDataset, Subset,  # noqa: F401
                      TensorDataset, random_split)
from .sampler import (BatchSampler, DistributedSampler, RandomSampler, Sampler, SequentialSampler,  # noqa: F401
                      SubsetRandomSampler, WeightedRandomSampler)
