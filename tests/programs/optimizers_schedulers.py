"""Every optimizer and scheduler over a few steps on a fixed float64 problem: parameters, learning rates and state, printed."""
import sys
torch = __import__(sys.argv[1])
torch.set_default_dtype(torch.float64)
torch.set_printoptions(precision=6)
def problem():
    w = torch.nn.Parameter(torch.linspace(-1, 1, 6).reshape(2, 3))
    b = torch.nn.Parameter(torch.tensor([0.5, -0.25]))
    return w, b
def loss_fn(w, b):
    x = torch.linspace(-2, 3, 12).reshape(4, 3)
    return ((x @ w.t() + b).tanh() - 0.3).pow(2).sum() + 0.01 * w.abs().sum()
O = torch.optim
configs = [
    ("SGD", lambda p: O.SGD(p, lr=0.1, momentum=0.9, dampening=0.1, weight_decay=0.01, nesterov=False)),
    ("SGD_nesterov_max", lambda p: O.SGD(p, lr=0.1, momentum=0.8, nesterov=True, maximize=False)),
    ("Adam", lambda p: O.Adam(p, lr=0.05, betas=(0.8, 0.9), weight_decay=0.1)),
    ("AdamW_amsgrad", lambda p: O.AdamW(p, lr=0.05, amsgrad=True)),
    ("Adamax", lambda p: O.Adamax(p, lr=0.05)),
    ("NAdam", lambda p: O.NAdam(p, lr=0.05, momentum_decay=0.004, decoupled_weight_decay=True, weight_decay=0.1)),
    ("RAdam", lambda p: O.RAdam(p, lr=0.05, decoupled_weight_decay=True, weight_decay=0.1)),
    ("Adagrad", lambda p: O.Adagrad(p, lr=0.1, lr_decay=0.01, initial_accumulator_value=0.1)),
    ("Adadelta", lambda p: O.Adadelta(p, lr=1.0, rho=0.8)),
    ("RMSprop", lambda p: O.RMSprop(p, lr=0.01, momentum=0.5, centered=True)),
    ("Rprop", lambda p: O.Rprop(p, lr=0.05, etas=(0.4, 1.3))),
    ("ASGD", lambda p: O.ASGD(p, lr=0.05, t0=2)),
    ("Adafactor", lambda p: O.Adafactor(p, lr=0.05)),
]
for name, make in configs:
    w, b = problem()
    opt = make([w, b])
    sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.9)
    for _ in range(5):
        opt.zero_grad()
        loss_fn(w, b).backward()
        opt.step(); sched.step()
    print(name, w.detach(), b.detach(), sched.get_last_lr(), sorted(opt.state[w].keys()))
w, b = problem()
lb = O.LBFGS([w, b], lr=0.5, max_iter=5, history_size=3, line_search_fn="strong_wolfe")
def closure():
    lb.zero_grad(); l = loss_fn(w, b); l.backward(); return l
for _ in range(3):
    lb.step(closure)
print("LBFGS", w.detach(), b.detach())
sched_checks = []
for make in [lambda o: O.lr_scheduler.StepLR(o, 2, 0.5), lambda o: O.lr_scheduler.MultiStepLR(o, [1, 3], 0.3),
             lambda o: O.lr_scheduler.CosineAnnealingLR(o, 4, eta_min=0.01), lambda o: O.lr_scheduler.CyclicLR(o, 0.01, 0.1, step_size_up=2),
             lambda o: O.lr_scheduler.PolynomialLR(o, 4, 2.0), lambda o: O.lr_scheduler.ConstantLR(o, 0.5, 2),
             lambda o: O.lr_scheduler.OneCycleLR(o, 0.5, total_steps=6, anneal_strategy="linear"),
             lambda o: O.lr_scheduler.MultiplicativeLR(o, lambda e: 0.9)]:
    o = O.SGD([torch.nn.Parameter(torch.ones(1))], lr=0.2, momentum=0.9)
    s = make(o); lrs = []
    for _ in range(5):
        o.step(); s.step(); lrs.append(round(o.param_groups[0]["lr"], 8))
    sched_checks.append((type(s).__name__, lrs))
print(sched_checks)
