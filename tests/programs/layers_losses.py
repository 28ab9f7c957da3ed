"""nn layers and losses with deterministic weights: values, and input gradients, printed as PyTorch prints them."""
import sys
torch = __import__(sys.argv[1])
nn = torch.nn; F = torch.nn.functional
torch.set_printoptions(precision=4)
torch.set_default_dtype(torch.float64)
out = []
def fill(m):
    with torch.no_grad():
        for i, p in enumerate(m.parameters()):
            p.copy_(torch.linspace(-0.5, 0.7, p.numel()).reshape(p.shape) * (1 + 0.1 * i))
    return m
def check(name, m, *inputs):
    inputs = [t.clone().requires_grad_(t.is_floating_point()) for t in inputs]
    try:
        y = m(*inputs)
        y = y[0] if isinstance(y, tuple) else y
        y.float().sum().backward() if y.requires_grad else None
        grads = [t.grad for t in inputs if t.grad is not None]
        out.append(f"{name}: {y!r} {[round(g.sum().item(), 7) + 0.0 for g in grads]}")
    except Exception as e:
        out.append(f"{name}: {type(e).__name__}: {str(e).splitlines()[0]}")
x4 = torch.linspace(-2, 2, 2 * 3 * 4 * 4).reshape(2, 3, 4, 4)
x3 = torch.linspace(-2, 2, 2 * 3 * 8).reshape(2, 3, 8)
x2 = torch.linspace(-2, 2, 12).reshape(4, 3)
check("embedding", fill(nn.Embedding(5, 2, padding_idx=0)), torch.tensor([[0, 3], [4, 0]]))
check("conv1d_dil", fill(nn.Conv1d(3, 2, 3, dilation=2, padding=2)), x3)
check("convT2d", fill(nn.ConvTranspose2d(3, 2, 3, stride=2, padding=1, output_padding=1)), x4)
mp = nn.MaxPool2d(2, return_indices=True)
vals, idx = mp(x4); out.append(repr(nn.MaxUnpool2d(2)(vals, idx).sum()))
check("avgpool_ceil", nn.AvgPool2d(3, 2, padding=1, ceil_mode=True, count_include_pad=False), x4)
check("upsample", nn.Upsample(scale_factor=2, mode="nearest"), x4)
check("upsample_bicubic", nn.Upsample(size=(5, 6), mode="bicubic", align_corners=True), x4)
check("pixelshuffle", nn.PixelShuffle(2), torch.linspace(0, 1, 2 * 4 * 2 * 2).reshape(2, 4, 2, 2))
check("unfold", nn.Unfold(2, stride=2), x4)
check("bn1d_nostats", fill(nn.BatchNorm1d(3, track_running_stats=False)), x2)
check("instnorm", fill(nn.InstanceNorm2d(3, affine=True)), x4)
check("layernorm_noaffine", nn.LayerNorm(3, elementwise_affine=False), x2.exp())
check("prelu", fill(nn.PReLU(3)), x2)
check("softplus", nn.Softplus(beta=2, threshold=1), x2)
check("hardswish", nn.Hardswish(), x2)
check("logsigmoid", nn.LogSigmoid(), x2)
check("glu", nn.GLU(dim=1), x4[:, :2])
check("bilinear", fill(nn.Bilinear(3, 3, 2)), x2, x2 * 0.5)
check("cos_emb", nn.CosineEmbeddingLoss(margin=0.1), x2, x2.flip(0), torch.tensor([1, -1, 1, -1]))
check("triplet", nn.TripletMarginLoss(margin=1.0, p=2), x2, x2 * 0.9, x2.flip(1))
check("margin_rank", nn.MarginRankingLoss(0.5), x2[:, 0], x2[:, 1], torch.tensor([1, -1, 1, 1]))
check("huber", nn.HuberLoss(delta=0.5), x2, x2 * 0.3)
check("smoothl1", nn.SmoothL1Loss(beta=0.5, reduction="sum"), x2, x2.flip(0))
check("poisson_nll", nn.PoissonNLLLoss(log_input=False, full=True), x2.abs() + 0.1, x2.abs().round())
check("gauss_nll", nn.GaussianNLLLoss(), x2, x2 * 0.5, x2.abs() + 0.2)
check("mlsm", nn.MultiLabelSoftMarginLoss(), x2, (x2 > 0).float())
check("nll2d", nn.NLLLoss(), F.log_softmax(x4, 1), torch.tensor([[[0, 1, 2, 0]] * 4, [[2, 2, 1, 0]] * 4]))
check("ce_probs", nn.CrossEntropyLoss(label_smoothing=0.2), x2, F.softmax(x2.flip(1), 1))
check("kldiv", nn.KLDivLoss(reduction="batchmean"), F.log_softmax(x2, 1), F.softmax(x2.flip(1), 1))
check("multi_margin", nn.MultiMarginLoss(p=2, margin=0.5), x2, torch.tensor([0, 2, 1, 0]))
check("hinge", nn.HingeEmbeddingLoss(margin=0.5), x2, torch.tensor([[1, -1, 1]] * 4))
check("soft_margin", nn.SoftMarginLoss(), x2, torch.tensor([[1., -1, 1]] * 4))
check("bce_weight", nn.BCELoss(weight=torch.tensor([1., 2, 3])), torch.sigmoid(x2), (x2 > 0).float())
check("celu_selu_elu", nn.Sequential(nn.CELU(0.5), nn.SELU(), nn.ELU(0.3)), x2)
check("hardtanh_relu6", nn.Sequential(nn.Hardtanh(-0.5, 0.5), nn.ReLU6(), nn.Hardsigmoid(), nn.Tanhshrink()), x2)
check("softmin2d", nn.Softmax2d(), x4)
check("adaptive_max", nn.AdaptiveMaxPool2d((3, 2)), x4)
check("lppool", nn.LPPool2d(2, 2), x4.abs())
check("zeropad_reflect", nn.Sequential(nn.ZeroPad2d((1, 0, 2, 1)), nn.ReflectionPad2d(1), nn.ReplicationPad2d((0, 1, 1, 0))), x4)
check("circular", nn.CircularPad1d(2), x3)
check("channel_shuffle", nn.ChannelShuffle(3), torch.linspace(0, 1, 2 * 6).reshape(2, 6, 1, 1))
check("flatten_unflatten", nn.Sequential(nn.Flatten(1), nn.Unflatten(1, (3, 16))), x4)
check("rnncell", fill(nn.GRUCell(3, 2)), x2)
check("transformer_dec", fill(nn.TransformerDecoderLayer(4, 2, 8, dropout=0.0, batch_first=True)), torch.linspace(-1, 1, 24).reshape(2, 3, 4), torch.linspace(1, -1, 16).reshape(2, 2, 4))
print("\n".join(out))
