"""minitorch.utils.data (torch.utils.data): Dataset, TensorDataset, DataLoader and samplers."""
from .dataloader import DataLoader, default_collate  # noqa: F401
from .dataset import Dataset, Subset, TensorDataset, random_split  # noqa: F401
from .sampler import BatchSampler, RandomSampler, Sampler, SequentialSampler  # noqa: F401
