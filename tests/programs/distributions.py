"""Distributions (log_prob, entropy, cdf, icdf, rsample gradients with fixed noise, KL pairs, transforms, constraints)."""
import sys
torch = __import__(sys.argv[1])
torch.set_default_dtype(torch.float64)
D = torch.distributions
out = []
def r(x):
    return [round(v, 6) + 0.0 for v in x.reshape(-1).tolist()] if hasattr(x, "reshape") else x
def run(name, f):
    try:
        out.append(f"{name}: {f()}")
    except Exception as e:
        out.append(f"{name}: {type(e).__name__}: {str(e).splitlines()[0]}")
loc = torch.tensor([0.5, -1.0], requires_grad=True); scale = torch.tensor([1.5, 0.7], requires_grad=True)
v = torch.tensor([0.3, 0.2])
dists = {
    "Normal": lambda: D.Normal(loc, scale), "LogNormal": lambda: D.LogNormal(loc, scale), "Laplace": lambda: D.Laplace(loc, scale),
    "Cauchy": lambda: D.Cauchy(loc, scale), "Gumbel": lambda: D.Gumbel(loc, scale), "StudentT": lambda: D.StudentT(scale * 3, loc, scale),
    "Gamma": lambda: D.Gamma(scale, scale + 1), "Beta": lambda: D.Beta(scale, scale + 0.5), "Exponential": lambda: D.Exponential(scale),
    "Uniform": lambda: D.Uniform(loc - 2, loc + 2), "HalfNormal": lambda: D.HalfNormal(scale), "Chi2": lambda: D.Chi2(scale * 2),
    "Bernoulli": lambda: D.Bernoulli(probs=torch.sigmoid(loc)), "Binomial": lambda: D.Binomial(5, logits=loc),
    "Poisson": lambda: D.Poisson(scale), "Geometric": lambda: D.Geometric(probs=torch.sigmoid(loc)),
    "Categorical": lambda: D.Categorical(logits=torch.stack([loc, scale])), "Dirichlet": lambda: D.Dirichlet(scale + 1),
    "MVN": lambda: D.MultivariateNormal(loc, scale_tril=torch.diag(scale)), "Weibull": lambda: D.Weibull(scale, scale + 1),
    "VonMises": lambda: D.VonMises(loc, scale), "Kumaraswamy": lambda: D.Kumaraswamy(scale, scale + 1),
}
values = {"Bernoulli": torch.tensor([1.0, 0.0]), "Binomial": torch.tensor([2.0, 5.0]), "Poisson": torch.tensor([0.0, 3.0]),
          "Geometric": torch.tensor([1.0, 4.0]), "Categorical": torch.tensor([0, 1]), "Dirichlet": torch.tensor([0.3, 0.7]),
          "Uniform": torch.tensor([0.0, -1.5]), "Beta": v, "Kumaraswamy": v, "Gamma": v + 1, "Exponential": v + 1,
          "HalfNormal": v, "Chi2": v + 1, "LogNormal": v + 1, "Weibull": v + 1}
for name, make in dists.items():
    def go(make=make, name=name):
        d = make()
        x = values.get(name, v)
        lp = d.log_prob(x)
        parts = [r(lp)]
        for attr in ("mean", "variance", "stddev", "mode"):
            try: parts.append(r(getattr(d, attr)))
            except Exception as e: parts.append(type(e).__name__)
        try: parts.append(r(d.entropy()))
        except Exception as e: parts.append(type(e).__name__)
        try: parts.append(r(d.cdf(x)))
        except Exception as e: parts.append(type(e).__name__)
        loc.grad = scale.grad = None
        lp.sum().backward()
        parts.append([r(g) if g is not None else None for g in (loc.grad, scale.grad)])
        parts.append((tuple(d.batch_shape), tuple(d.event_shape), d.has_rsample, str(d.support)))
        return parts
    run(name, go)
run("kl_normal", lambda: r(D.kl_divergence(D.Normal(loc, scale), D.Normal(0.0, 1.0))))
run("kl_beta", lambda: r(D.kl_divergence(D.Beta(scale, scale), D.Beta(2.0, 3.0))))
run("kl_cat", lambda: r(D.kl_divergence(D.Categorical(logits=loc), D.Categorical(logits=scale))))
run("kl_mvn", lambda: r(D.kl_divergence(D.MultivariateNormal(loc, torch.diag(scale)), D.MultivariateNormal(torch.zeros(2), torch.eye(2)))))
run("transformed", lambda: r(D.TransformedDistribution(D.Normal(loc, scale), [D.transforms.ExpTransform(), D.transforms.AffineTransform(1.0, 2.0)]).log_prob(v + 2)))
run("independent", lambda: r(D.Independent(D.Normal(loc, scale), 1).log_prob(v)))
run("icdf", lambda: r(D.Normal(loc, scale).icdf(torch.tensor([0.1, 0.9]))))
run("sigmoid_tf", lambda: r(D.transforms.SigmoidTransform().log_abs_det_jacobian(v, torch.sigmoid(v))))
run("stick", lambda: r(D.transforms.StickBreakingTransform()(v)))
run("constraint", lambda: (D.constraints.positive.check(torch.tensor([-1.0, 1.0])).tolist(), str(D.constraints.interval(0, 1))))
run("bad_scale", lambda: D.Normal(loc, -scale))
run("bad_value", lambda: D.Bernoulli(probs=torch.tensor([0.5])).log_prob(torch.tensor([2.0])))
run("mixture", lambda: r(D.MixtureSameFamily(D.Categorical(logits=loc), D.Normal(loc, scale)).log_prob(v)))
run("relaxed", lambda: r(D.RelaxedBernoulli(torch.tensor(0.5), probs=torch.sigmoid(loc)).log_prob(torch.tensor([0.3, 0.6]))))
run("lowrank", lambda: r(D.LowRankMultivariateNormal(loc, torch.ones(2, 1), scale).log_prob(v)))
print("\n".join(out))
