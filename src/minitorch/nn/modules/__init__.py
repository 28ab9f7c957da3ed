from .module import Module  # noqa: F401
from .activation import (CELU, ELU, GELU, GLU, SELU, Hardsigmoid, Hardswish, Hardtanh, LeakyReLU,  # noqa: F401
                         LogSigmoid, LogSoftmax, Mish, PReLU, ReLU, ReLU6, Sigmoid, SiLU, Softmax, Softmin, Softplus,
                         Softsign, Tanh, Tanhshrink, Threshold)
from .container import ModuleDict, ModuleList, ParameterList, Sequential  # noqa: F401
from .conv import Conv1d, Conv2d, Conv3d, ConvTranspose2d, ConvTranspose3d  # noqa: F401
from .linear import Bilinear, Identity, Linear  # noqa: F401
from .loss import (BCELoss, BCEWithLogitsLoss, CrossEntropyLoss, HuberLoss, KLDivLoss, L1Loss, MSELoss,  # noqa: F401
                   NLLLoss, SmoothL1Loss)
from .loss_extra import (CosineEmbeddingLoss, GaussianNLLLoss, HingeEmbeddingLoss,  # noqa: F401
                         MarginRankingLoss, MultiLabelSoftMarginLoss, MultiMarginLoss, PoissonNLLLoss, SoftMarginLoss,
                         TripletMarginLoss)
from .misc import (Dropout, Dropout1d, Dropout2d, Dropout3d, Embedding, Flatten, PixelShuffle,  # noqa: F401
                   PixelUnshuffle, Unflatten, Upsample, UpsamplingBilinear2d, UpsamplingNearest2d)
from .normalization import BatchNorm1d, BatchNorm2d, GroupNorm, LayerNorm  # noqa: F401
from .instancenorm import InstanceNorm1d, InstanceNorm2d, InstanceNorm3d  # noqa: F401
from .padding import (ConstantPad1d, ConstantPad2d, ConstantPad3d, CosineSimilarity,  # noqa: F401
                      PairwiseDistance, ReflectionPad1d, ReflectionPad2d, ReflectionPad3d, ReplicationPad1d,
                      ReplicationPad2d, ReplicationPad3d, ZeroPad1d, ZeroPad2d, ZeroPad3d)
from .pooling import AdaptiveAvgPool1d, AdaptiveAvgPool2d, AvgPool1d, AvgPool2d, MaxPool1d, MaxPool2d  # noqa: F401
from .rnn import GRU, LSTM, RNN, GRUCell, LSTMCell, RNNBase, RNNCell, RNNCellBase  # noqa: F401
from .transformer import (MultiheadAttention, Transformer, TransformerDecoder,  # noqa: F401
                          TransformerDecoderLayer, TransformerEncoder, TransformerEncoderLayer)
from .activation import Hardshrink, RReLU, Softmax2d, Softshrink  # noqa: F401
from .conv import ConvTranspose1d  # noqa: F401
from .pooling import (AdaptiveAvgPool3d, AdaptiveMaxPool1d, AdaptiveMaxPool2d, AdaptiveMaxPool3d,  # noqa: F401
                      AvgPool3d, MaxPool3d)
from .normalization import BatchNorm3d, LocalResponseNorm, RMSNorm  # noqa: F401
from .padding import CircularPad1d, CircularPad2d, CircularPad3d  # noqa: F401
from .layers_extra import (AlphaDropout, ChannelShuffle, FeatureAlphaDropout, Fold, LPPool1d,  # noqa: F401
                           LPPool2d, LPPool3d, MaxUnpool1d, MaxUnpool2d, MaxUnpool3d, Unfold)
from .loss_extra import CTCLoss, MultiLabelMarginLoss, TripletMarginWithDistanceLoss  # noqa: F401
from .container import Container, ParameterDict  # noqa: F401
from .lazy import (LazyBatchNorm1d, LazyBatchNorm2d, LazyBatchNorm3d, LazyConv1d, LazyConv2d,  # noqa: F401
                   LazyConv3d, LazyConvTranspose1d, LazyConvTranspose2d, LazyConvTranspose3d, LazyInstanceNorm1d,
                   LazyInstanceNorm2d, LazyInstanceNorm3d, LazyLinear)
from .sparse import EmbeddingBag  # noqa: F401
from .adaptive import AdaptiveLogSoftmaxWithLoss  # noqa: F401
from .pooling_fractional import FractionalMaxPool2d, FractionalMaxPool3d  # noqa: F401
from .batchnorm_sync import SyncBatchNorm  # noqa: F401
from .lrn import CrossMapLRN2d  # noqa: F401
from .loss_deprecated import NLLLoss2d  # noqa: F401
from .loss import LinearCrossEntropyLoss  # noqa: F401
from .linear_cross_entropy_options import LinearCrossEntropyOptions  # noqa: F401
