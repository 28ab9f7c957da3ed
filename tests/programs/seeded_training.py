"""A seeded program that draws everywhere: data from randn/rand/randint, nn.Linear/Conv2d/LSTM/Embedding
initialisation, dropout in training, a shuffled DataLoader, multinomial sampling, a distribution's samples,
nn.init's random initialisers and get/set_rng_state. With PyTorch's generator and kernels the draws are
PyTorch's, so the losses and samples print the same (rounded: the matmuls' last bits may differ)."""
import sys
torch = __import__(sys.argv[1])
nn, F = torch.nn, torch.nn.functional
torch.manual_seed(1234)
def show(name, t):
    print(name, [round(v, 4) for v in t.detach().reshape(-1)[:6].tolist()])
x = torch.randn(64, 10)
y = torch.randint(0, 3, (64,))
show("x", x)
print("y", y[:12].tolist())
model = nn.Sequential(nn.Linear(10, 32), nn.ReLU(), nn.Dropout(0.25), nn.Linear(32, 3))
show("w0", model[0].weight)
loader = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=16, shuffle=True)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for epoch in range(3):
    total = 0.0
    for xb, yb in loader:
        opt.zero_grad()
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        opt.step()
        total += loss.item()
    print("epoch", epoch, round(total, 4))
model.eval()
probs = model(x[:4]).softmax(-1)
show("probs", probs)
print("samples", torch.multinomial(probs, 5, replacement=True).tolist())
print("no replacement", torch.multinomial(probs, 2).tolist())
conv, emb, lstm = nn.Conv2d(2, 4, 3), nn.Embedding(7, 3), nn.LSTM(3, 5, batch_first=True)
show("conv", conv.weight)
show("emb", emb.weight)
out, _ = lstm(emb(torch.randint(0, 7, (2, 4))))
show("lstm", out)
state = torch.get_rng_state()
a = torch.rand(5)
torch.set_rng_state(state)
print("replayed", torch.equal(a, torch.rand(5)))
show("normal sample", torch.distributions.Normal(torch.zeros(3), torch.ones(3)).sample((2,)))
show("uniform rsample", torch.distributions.Uniform(0.0, 2.0).rsample((4,)))
show("bernoulli", torch.distributions.Bernoulli(probs=torch.full((8,), 0.3)).sample())
for name in ["xavier_normal_", "kaiming_normal_", "orthogonal_", "trunc_normal_", "sparse_"]:
    w = torch.empty(6, 5)
    getattr(nn.init, name)(w, 0.5) if name == "sparse_" else getattr(nn.init, name)(w)
    show(name, w)
show("rrelu", F.rrelu(torch.linspace(-2, 2, 8), training=True))
show("dropout2d", F.dropout2d(torch.ones(1, 6, 2, 2), 0.5)[0, :, 0, 0])
show("randn64", torch.randn(3, dtype=torch.float64))
print("randperm", torch.randperm(12).tolist())
