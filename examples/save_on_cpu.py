"""Where do the tensors grad_fn saved live, and how to move them off the device.

An MLP forward is run twice, once normally and once under
``minitorch.autograd.graph.save_on_cpu()``. For each run we report what the graph's
saved tensors hold on the compute device (``saved_tensors_nbytes``), look at one saved
activation (dtype, data pointer, element count, device), run backward and check the
gradients are identical.

On the CPU backend the compute device is the host: save_on_cpu has nothing to move, and
the report says how many bytes it would offload. With a CUDA backend the same script
shows the device bytes dropping to zero under save_on_cpu.
"""
import contextlib

import minitorch as torch
from minitorch.autograd.graph import save_on_cpu, saved_tensors_nbytes

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
DEVICE_KEY = "cpu" if DEVICE == "cpu" else "cuda:0"


def describe(t):
    return (f"dtype={t.dtype}, data_ptr={hex(t.data_ptr())}, numel={t.numel()}, device={t.device}, "
            f"nbytes={t.nbytes}")


def forward(x, params, offload):
    with save_on_cpu() if offload else contextlib.nullcontext():
        h = x
        for w, b in params:
            h = (h @ w + b).tanh()
        return (h * h).mean(), h


def main():
    torch.manual_seed(0)
    params = [((torch.randn(256, 256) / 16).to(DEVICE).requires_grad_(), torch.zeros(256).to(DEVICE).requires_grad_())
              for _ in range(4)]
    x = torch.randn(128, 256).to(DEVICE)
    grads = {}
    for offload in (False, True):
        name = "save_on_cpu" if offload else "normal"
        loss, last = forward(x, params, offload)
        held = saved_tensors_nbytes(loss)
        saved = last.grad_fn._saved_result            # what TanhBackward0 kept (unpacked)
        print(f"[{name}] saved tensors: {held}  (on {DEVICE_KEY}: {held.get(DEVICE_KEY, 0)} bytes)")
        print(f"[{name}] TanhBackward0._saved_result: {describe(saved)}")
        if DEVICE == "cpu":
            print(f"[{name}] on a CUDA backend save_on_cpu would move {held.get('cpu', 0)} bytes to the host")
        loss.backward()
        grads[name] = [p.grad.cpu().numpy().copy() for pair in params for p in pair]
        for pair in params:
            for p in pair:
                p.grad = None
        print(f"[{name}] after backward the graph holds: {saved_tensors_nbytes(loss)}")
    same = all((a == b).all() for a, b in zip(grads["normal"], grads["save_on_cpu"]))
    print(f"gradients identical with and without offloading: {same}")
    assert same


if __name__ == "__main__":
    main()
