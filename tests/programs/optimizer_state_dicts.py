"""Optimizer state_dict layouts: param_groups' keys and defaults, state keys and step types, for every optimizer, before and after a step; load_state_dict round trip."""
import sys, warnings
torch = __import__(sys.argv[1])
warnings.simplefilter("ignore")
O = torch.optim
names = ["SGD", "Adam", "AdamW", "Adamax", "NAdam", "RAdam", "Adagrad", "Adadelta", "RMSprop", "Rprop", "ASGD", "Adafactor", "LBFGS"]
for name in names:
    p = torch.nn.Parameter(torch.ones(2, 2))
    opt = getattr(O, name)([p], lr=0.01) if name != "SGD" else O.SGD([p], lr=0.01, momentum=0.9)
    sd = opt.state_dict()
    group = sd["param_groups"][0]
    print(name, sorted(group.items(), key=lambda kv: kv[0]) if name != "LBFGS" else sorted(group))
    def closure():
        opt.zero_grad(); l = (p ** 2).sum(); l.backward(); return l
    if name == "LBFGS":
        opt.step(closure)
    else:
        closure(); opt.step()
    st = opt.state_dict()["state"][0]
    print("  state:", sorted((k, type(v).__name__, (tuple(v.shape), str(v.dtype)) if hasattr(v, "shape") else v) for k, v in st.items() if k not in ("old_dirs", "old_stps", "ro", "al", "d", "t", "prev_flat_grad", "H_diag", "prev_loss")))
    opt2 = getattr(O, name)([torch.nn.Parameter(torch.ones(2, 2))], lr=0.5) if name != "SGD" else O.SGD([torch.nn.Parameter(torch.ones(2, 2))], lr=0.5, momentum=0.9)
    opt2.load_state_dict(opt.state_dict())
    print("  loaded lr:", opt2.param_groups[0]["lr"], sorted(opt2.state[opt2.param_groups[0]["params"][0]].keys()) == sorted(opt.state[p].keys()))
