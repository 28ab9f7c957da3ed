"""A causal transformer LM: TransformerEncoder, tied weights, AdamW, LambdaLR warmup-cosine, clipping, DataLoader, inference_mode, save/load."""
import sys, math
torch = __import__(sys.argv[1])
nn = torch.nn; F = torch.nn.functional
torch.manual_seed(0)
V, D, T, B = 50, 32, 16, 8
class LM(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, D)
        self.pos = nn.Parameter(torch.zeros(1, T, D))
        layer = nn.TransformerEncoderLayer(D, 4, 64, dropout=0.1, batch_first=True, norm_first=True)
        self.enc = nn.TransformerEncoder(layer, 2, enable_nested_tensor=False)
        self.head = nn.Linear(D, V, bias=False)
        self.head.weight = self.emb.weight
    def forward(self, x):
        mask = nn.Transformer.generate_square_subsequent_mask(x.size(1))
        h = self.emb(x) + self.pos[:, : x.size(1)]
        h = self.enc(h, mask=mask, is_causal=True)
        return self.head(h)
model = LM()
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01, betas=(0.9, 0.95))
sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / 10) * 0.5 * (1 + math.cos(math.pi * min(s, 100) / 100)))
data = torch.randint(0, V, (64, T + 1))
ds = torch.utils.data.TensorDataset(data[:, :-1], data[:, 1:])
dl = torch.utils.data.DataLoader(ds, batch_size=B, shuffle=True, drop_last=True)
losses = []
for epoch in range(3):
    model.train()
    for xb, yb in dl:
        logits = model(xb)
        loss = F.cross_entropy(logits.reshape(-1, V), yb.reshape(-1), label_smoothing=0.1)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        gn = nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); sched.step()
        losses.append(loss.item())
model.eval()
with torch.inference_mode():
    logits = model(data[:8, :-1])
    acc = (logits.argmax(-1) == data[:8, 1:]).float().mean().item()
    probs = logits.softmax(-1)
    top = torch.topk(probs[0, -1], 5)
    sample = torch.multinomial(probs[0, -1], 1)
import io
buf = io.BytesIO(); torch.save({"model": model.state_dict(), "opt": opt.state_dict()}, buf); buf.seek(0)
sd = torch.load(buf, weights_only=True)
m2 = LM(); m2.load_state_dict(sd["model"])
print("ok", losses[-1] < losses[0], acc > 0, top.values.shape, sample.shape, sum(p.numel() for p in model.parameters()), float(gn) > 0)
