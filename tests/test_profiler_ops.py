"""autograd.profiler.profile / torch.profiler.profile: every op (aten::mul), backward node (MulBackward0, inside the
engine's evaluate_function event) and record_function range, with PyTorch's names, nesting, averages and table."""
import json
import sys

import pytest

import minitorch


def _record(lib, record_shapes=True, new_api=False):
    x = lib.ones(4, 4, requires_grad=True)
    if new_api:
        prof = lib.profiler.profile(activities=[lib.profiler.ProfilerActivity.CPU], record_shapes=record_shapes)
    else:
        prof = lib.autograd.profiler.profile(record_shapes=record_shapes)
    with prof:
        with lib.autograd.profiler.record_function("my_block"):
            y = (x * 2).relu().sum()
        y.backward()
    return prof


def _is_subsequence(short, long):
    it = iter(long)
    return all(any(name == other for other in it) for name in short)


def test_events_name_ops_nodes_and_ranges_in_order():
    names = [e.name for e in _record(minitorch).function_events]
    assert names == ["my_block", "aten::mul", "aten::relu", "aten::sum",
                     "autograd::engine::evaluate_function: SumBackward0", "SumBackward0", "aten::expand",
                     "autograd::engine::evaluate_function: ReluBackward0", "ReluBackward0", "aten::threshold_backward",
                     "autograd::engine::evaluate_function: MulBackward0", "MulBackward0", "aten::mul",
                     "autograd::engine::evaluate_function: torch::autograd::AccumulateGrad",
                     "torch::autograd::AccumulateGrad"]


@pytest.mark.parametrize("new_api", [False, True])
def test_events_are_pytorchs_in_its_order(new_api):
    """PyTorch records the ops its kernels call too (aten::to, aten::empty_strided); minitorch's events are the same
    names, in the same order, less those."""
    torch = pytest.importorskip("torch")
    def names(prof):
        return [e.name for e in (prof.events() if new_api else prof.function_events)]
    mine, theirs = names(_record(minitorch, new_api=new_api)), names(_record(torch, new_api=new_api))
    assert _is_subsequence(mine, theirs), (mine, theirs)
    shapes = {e.key: e.input_shapes for e in _record(minitorch).key_averages(group_by_input_shape=True)}
    their_shapes = {e.key: e.input_shapes for e in _record(torch).key_averages(group_by_input_shape=True)}
    for key in ("aten::mul", "aten::relu", "aten::sum", "my_block"):
        assert shapes[key] == their_shapes[key], key


def test_nesting_averages_and_times():
    prof = _record(minitorch)
    events = prof.function_events
    block = events[0]
    assert [c.name for c in block.cpu_children] == ["aten::mul", "aten::relu", "aten::sum"]
    assert all(c.cpu_parent is block for c in block.cpu_children)
    for e in events:
        assert 0 <= e.self_cpu_time_total <= e.cpu_time_total
    averages = {a.key: a for a in prof.key_averages()}
    assert averages["aten::mul"].count == 2
    assert averages["aten::mul"].cpu_time == pytest.approx(averages["aten::mul"].cpu_time_total / 2)
    total = sum(e.self_cpu_time_total for e in events)
    assert prof.self_cpu_time_total == pytest.approx(total)
    assert prof.total_average().count == len(events)


def test_table_layout_is_pytorchs():
    table = _record(minitorch, record_shapes=False).key_averages().table(sort_by="self_cpu_time_total",
                                                                          row_limit=3)
    lines = table.split("\n")
    width = 55  # the longest name (an evaluate_function event) + 4, capped at 55
    rule = "-" * width + "  " + "------------  " * 6
    assert lines[0] == rule and lines[2] == rule and lines[-3] == rule
    assert lines[1] == (f"{'Name':>{width}}  " + "".join(f"{h:>12}  " for h in (
        "Self CPU %", "Self CPU", "CPU total %", "CPU total", "CPU time avg", "# of Calls")))
    assert len(lines) == 3 + 3 + 2 + 1 and lines[-2].startswith("Self CPU time total: ") and lines[-1] == ""
    rows = lines[3:6]
    assert all(r.endswith("  ") and ("us  " in r or "ms  " in r) for r in rows)
    shaped = _record(minitorch).key_averages(group_by_input_shape=True).table(row_limit=2)
    assert "Input Shapes" in shaped.split("\n")[1] and "[[4, 4], []]" in shaped


def test_record_function_as_a_decorator_and_chrome_trace(tmp_path):
    @minitorch.autograd.profiler.record_function("step")
    def step(x):
        return (x * x).sum()

    with minitorch.autograd.profiler.profile() as prof:
        step(minitorch.ones(3))
    assert [e.name for e in prof.function_events] == ["step", "aten::mul", "aten::sum"]
    path = tmp_path / "trace.json"
    prof.export_chrome_trace(str(path))
    trace = json.loads(path.read_text())
    assert [e["name"] for e in trace["traceEvents"]] == ["step", "aten::mul", "aten::sum"]
    assert all(e["ph"] == "X" and e["dur"] >= 0 for e in trace["traceEvents"])


def test_profiler_stops_on_errors_and_reports_unfinished_use():
    before = sys.getprofile()
    prof = minitorch.autograd.profiler.profile()
    with pytest.raises(RuntimeError, match="Profiler didn't finish running"):
        prof.key_averages()
    with pytest.raises(ZeroDivisionError):
        with prof:
            minitorch.ones(2) * 2
            1 / 0
    assert sys.getprofile() is before
    assert [e.name for e in prof.function_events] == ["aten::mul"]
    with minitorch.autograd.profiler.profile(enabled=False) as off:
        minitorch.ones(2) * 2
    assert off.function_events is None
    with pytest.raises(NotImplementedError, match="CPU"):
        minitorch.autograd.profiler.profile(use_cuda=True)
    with pytest.raises(NotImplementedError, match="schedule"):
        minitorch.profiler.profile(schedule=lambda step: None)


def test_on_trace_ready_and_steps():
    seen = []
    prof = minitorch.profiler.profile(on_trace_ready=seen.append)
    prof.start()
    for _ in range(2):
        minitorch.ones(2).exp()
        prof.step()
    prof.stop()
    assert seen == [prof] and prof.step_num == 2
    assert [e.key for e in prof.key_averages()] == ["aten::exp"]
