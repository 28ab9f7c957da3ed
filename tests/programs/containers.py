"""ParameterList/ParameterDict reprs, indexing, wrapping of plain tensors; Sequential/ModuleList arithmetic, insert, pop and renumbering."""
import sys
torch = __import__(sys.argv[1])
nn = torch.nn
print(torch.nn.ParameterList([torch.nn.Parameter(torch.ones(2,3)), torch.zeros(2), 'x']))
print(torch.nn.ParameterDict({'a': torch.nn.Parameter(torch.ones(2,3)), 'b': 3}))
pl = torch.nn.ParameterList([torch.ones(1)]); pl += [torch.zeros(2)]; print(len(pl), pl[-1].shape, len(pl[0:]), [n for n, _ in pl.named_parameters()])
for f in [lambda: pl[5], lambda: pl.extend(torch.ones(2)), lambda: pl(1)]:
    try: f()
    except Exception as e: print(type(e).__name__, e)
pl[0] = torch.full((3,), 2.0); print(type(pl[0]).__name__, pl[0].tolist(), sum(p.numel() for p in pl.parameters()))
m = torch.nn.Module(); m.pl = pl; print(list(m.state_dict().keys()))
s = nn.Sequential(nn.ReLU(), nn.Tanh())
for f in [lambda: s + nn.ReLU(), lambda: s * 2, lambda: s.insert(5, nn.ReLU()), lambda: s.extend([nn.ReLU()]), lambda: nn.ModuleList([nn.ReLU()]) + [nn.Tanh()], lambda: s.pop(0), lambda: s.insert(-1, nn.ELU()), lambda: 2 * s, lambda: s * 0, lambda: s * 1.5, lambda: s + s]:
    try: print(f())
    except Exception as e: print(type(e).__name__, str(e).replace("minitorch.", "torch."))
s *= 2; print(len(s)); s += nn.Sequential(nn.ReLU()); print(len(s))
ml = nn.ModuleList([nn.ReLU(), nn.Tanh()]); print(type(ml.pop(0)).__name__, len(ml), ml)
