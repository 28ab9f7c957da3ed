"""Type promotion corner cases: Python scalars with integer/bool/half tensors, 0-dim tensors, in-place casting errors, comparisons, integer division and overflow."""
import sys
torch = __import__(sys.argv[1])
out = []
def run(e):
    try:
        r = eval(e)
        out.append(f"{e} -> {r.dtype if hasattr(r, 'dtype') else r} {r.tolist() if hasattr(r, 'tolist') else ''}")
    except Exception as ex:
        out.append(f"{e} !! {type(ex).__name__}: {str(ex).splitlines()[0]}")
i8 = "torch.tensor([1, 2], dtype=torch.int8)"; u8 = "torch.tensor([250, 3], dtype=torch.uint8)"; b = "torch.tensor([True, False])"
h = "torch.tensor([1.5, 2.5], dtype=torch.float16)"; i64 = "torch.tensor([7, -7])"; f32 = "torch.tensor([1.0, 2.0])"
for e in [f"{i8} + 1", f"{i8} + 1.5", f"{i8} * True", f"{b} + {b}", f"{b} * 2", f"{b} + 2.5", f"{u8} + 10", f"{u8} - {i8}",
          f"{h} + 1.0", f"{h} + torch.tensor(1.0)", f"{h} + torch.tensor([1.0])", f"{i64} + torch.tensor(2.5)", f"{i8} + torch.tensor(300)",
          f"{i64} / 2", f"{i64} // 2", f"{i64} % 3", f"{i64} // -2", f"torch.tensor([-7.5]) // 2", f"{i64} ** 2", f"2 ** {i64}.abs()",
          f"{i8}.add_(1.5)", f"{i8}.mul_(2)", f"{f32}.add_({i64})", f"{i8}.add_(torch.tensor(1.7))", f"{b}.add_(1)",
          f"{i64} == 7.0", f"{h} > {f32}", f"torch.tensor(5, dtype=torch.uint8) - 6", f"torch.tensor([127], dtype=torch.int8) + 1",
          f"{i64}.float().int()", f"torch.tensor([3.7, -3.7]).int()", f"torch.tensor([1e10]).int()", f"{i64}.bool()", f"torch.tensor([0.5]).bool()",
          f"torch.tensor(2) * 1.5", f"torch.tensor(2, dtype=torch.float64) * torch.tensor([1.0])", f"torch.tensor([1], dtype=torch.int32) + torch.tensor([1], dtype=torch.int64)",
          f"torch.where({b}, 1, 2.5)", f"torch.where({b}, {i8}, 3)", f"torch.cat([{i8}, {f32}])", f"torch.stack([{u8}, {i8}])",
          f"torch.maximum({i8}, {f32})", f"torch.clamp({i64}, 0.5, 2.5)", f"torch.clamp({i64}, min=torch.tensor(0.5))",
          f"{i64}.sum()", f"{b}.sum()", f"{h}.sum()", f"{i8}.mean()", f"{i8}.float().mean()", f"{u8}.prod()", f"{i64}.cumsum(0)", f"{b}.cumsum(0)",
          f"torch.sqrt({i64}.abs())", f"torch.sigmoid({u8})", f"-{u8}", f"~{b}", f"~{i8}", f"-{b}", f"{i64}.abs()", f"torch.tensor([-128], dtype=torch.int8).abs()"]:
    run(e)
print("\n".join(out))
