"""minitorch.save / minitorch.load in the safetensors format: nothing is ever unpickled.

A file is: 8 bytes (little-endian u64) giving the header length N, N bytes of JSON (padded with
spaces to a multiple of 8), then the raw little-endian tensor bytes. The JSON maps each tensor
name to {"dtype", "shape", "data_offsets": [begin, end]} (offsets into the byte buffer) and may
carry "__metadata__" (string to string). A plain ``{name: Tensor}`` state dict is stored as exactly
that, so other safetensors readers open it; any other structure of dicts, lists, tuples, numbers
and strings (an optimizer's state_dict) is kept as JSON in ``__metadata__["minitorch.structure"]``,
with its tensors stored under generated names.

``load`` checks everything before it builds a single tensor: a truncated file, a damaged header,
offsets outside the buffer, sizes that disagree with shape and dtype, all raise a clear error.
"""
import io
import json
import os
import struct
from collections import OrderedDict

from . import _dtype, backends
from ._tensor import Size, Tensor

__all__ = ["save", "load"]

_CODES = {"float64": "F64", "float32": "F32", "float16": "F16", "int64": "I64", "int32": "I32", "int16": "I16",
          "int8": "I8", "uint8": "U8", "bool": "BOOL"}
_DTYPES = {code: name for name, code in _CODES.items()}
_STRUCTURE_KEY = "minitorch.structure"
_STATE_DICT_METADATA_KEY = "minitorch.state_dict_metadata"  # a Module state dict's _metadata (versions), as JSON
_MAX_HEADER = 100 * 1024 * 1024


class CheckpointError(RuntimeError):
    """A file that is not a valid minitorch (safetensors) checkpoint."""


# -- save -----------------------------------------------------------------------------------------

def _flatten(obj, tensors, seen=None):
    """obj as JSON, each tensor replaced by {"__tensor__": name} and stored in ``tensors`` (once: a tensor met again
    names the same entry, so it loads as one object, as pickle's memo gives); a tensor's requires_grad and a
    Parameter's type are kept, as are OrderedDicts (with a state dict's ``_metadata``) and torch.Size."""
    if seen is None:
        seen = {}
    if isinstance(obj, Tensor):
        ref = seen.get(id(obj))
        if ref is None:
            name = f"__t{len(tensors)}"
            tensors[name] = obj
            ref = seen[id(obj)] = {"__tensor__": name}
            if obj.requires_grad:
                ref["requires_grad"] = True
            if isinstance(obj, _Parameter()):
                ref["parameter"] = True
        return ref
    if isinstance(obj, OrderedDict):
        out = {"__odict__": [[_flatten(k, tensors, seen), _flatten(v, tensors, seen)] for k, v in obj.items()]}
        metadata = getattr(obj, "_metadata", None)
        if metadata is not None:
            try:
                out["_metadata"] = json.loads(json.dumps(list(metadata.items())))
            except TypeError:  # values JSON cannot hold: left out, as if never set
                pass
        return out
    if isinstance(obj, dict):
        return {"__dict__": [[_flatten(k, tensors, seen), _flatten(v, tensors, seen)] for k, v in obj.items()]}
    if isinstance(obj, Size):
        return {"__size__": list(obj)}
    if isinstance(obj, tuple):
        return {"__tuple__": [_flatten(v, tensors, seen) for v in obj]}
    if isinstance(obj, list):
        return [_flatten(v, tensors, seen) for v in obj]
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    raise TypeError(f"minitorch.save: cannot store an object of type {type(obj).__name__} (only tensors, dicts, "
                    "lists, tuples, numbers and strings; nothing is pickled)")


def _is_flat_state_dict(obj):
    """A ``{name: tensor}`` dict of plain tensors (a state dict), stored as nothing but safetensors; tensors that
    require grad, Parameters or one tensor under two names go through the structure, which keeps them so."""
    return (isinstance(obj, dict) and obj and len({id(v) for v in obj.values()}) == len(obj)
            and all(isinstance(k, str) and type(v) is Tensor and not v.requires_grad and not k.startswith("__")
                    for k, v in obj.items()))


def _Parameter():
    from .nn.parameter import Parameter
    return Parameter


def _encode(obj, metadata=None):
    if _is_flat_state_dict(obj):
        tensors, meta = obj, {}
        module_metadata = getattr(obj, "_metadata", None)
        if module_metadata is not None:  # kept so that loading sees the saved versions, as PyTorch's pickle does
            try:
                meta[_STATE_DICT_METADATA_KEY] = json.dumps(list(module_metadata.items()))
            except TypeError:  # metadata a hook filled with values JSON cannot hold: left out, as if never set
                pass
    else:
        tensors = OrderedDict()
        meta = {_STRUCTURE_KEY: json.dumps(_flatten(obj, tensors))}
    if metadata:
        meta.update({str(k): str(v) for k, v in metadata.items()})
    header, chunks, offset = {}, [], 0
    for name, t in tensors.items():
        array = backends.backend_of(t._data).to_numpy(t.detach()._data)
        dtype_name = t.dtype.name if hasattr(t.dtype, "name") else str(t.dtype)
        if dtype_name not in _CODES:
            raise TypeError(f"minitorch.save: dtype {t.dtype} of '{name}' cannot be stored")
        data = array.astype(array.dtype.newbyteorder("<"), copy=False).tobytes(order="C")
        header[name] = {"dtype": _CODES[dtype_name], "shape": list(array.shape),
                        "data_offsets": [offset, offset + len(data)]}
        chunks.append(data)
        offset += len(data)
    if meta:
        header["__metadata__"] = meta
    raw = json.dumps(header, separators=(",", ":")).encode("utf-8")
    raw += b" " * (-len(raw) % 8)
    return struct.pack("<Q", len(raw)) + raw + b"".join(chunks)


def save(obj, f, pickle_module=None, pickle_protocol=None, _use_new_zipfile_serialization=True, metadata=None):
    """Write a state dict (or any structure of tensors, dicts, lists and numbers) to ``f``."""
    if pickle_module is not None:
        raise ValueError("minitorch.save never pickles: pickle_module is not supported")
    blob = _encode(obj, metadata)
    if isinstance(f, (str, os.PathLike)):
        tmp = os.fspath(f) + ".tmp"
        with open(tmp, "wb") as out:  # write then rename: a crash never leaves half a checkpoint
            out.write(blob)
        os.replace(tmp, f)
    else:
        f.write(blob)


# -- load -----------------------------------------------------------------------------------------

def _fail(source, reason):
    raise CheckpointError(f"minitorch.load: {source} is not a valid checkpoint: {reason}")


def _parse(blob, source):
    if len(blob) < 8:
        _fail(source, f"the file is truncated ({len(blob)} bytes; a checkpoint starts with an 8-byte header length)")
    (n,) = struct.unpack("<Q", blob[:8])
    if n > _MAX_HEADER:
        _fail(source, f"the header length {n} is implausible (corrupted file, or not a safetensors file)")
    if 8 + n > len(blob):
        _fail(source, f"the file is truncated (the header needs {n} bytes, only {len(blob) - 8} follow)")
    try:
        header = json.loads(blob[8:8 + n].decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        _fail(source, f"the header is not valid JSON ({e})")
    if not isinstance(header, dict):
        _fail(source, "the header is not a JSON object")
    buffer = memoryview(blob)[8 + n:]
    metadata = header.pop("__metadata__", None) or {}
    if not isinstance(metadata, dict):
        _fail(source, "__metadata__ is not an object")
    entries, end_max = [], 0
    for name, info in header.items():
        if not isinstance(info, dict) or set(info) != {"dtype", "shape", "data_offsets"}:
            _fail(source, f"the entry for '{name}' must have exactly dtype, shape and data_offsets")
        code, shape, offsets = info["dtype"], info["shape"], info["data_offsets"]
        if code not in _DTYPES:
            _fail(source, f"'{name}' has an unsupported dtype {code!r}")
        if not isinstance(shape, list) or not all(isinstance(s, int) and not isinstance(s, bool) and s >= 0
                                                  for s in shape):
            _fail(source, f"'{name}' has an invalid shape {shape!r}")
        if (not isinstance(offsets, list) or len(offsets) != 2 or
                not all(isinstance(o, int) and not isinstance(o, bool) for o in offsets)):
            _fail(source, f"'{name}' has invalid data_offsets {offsets!r}")
        begin, end = offsets
        dtype = getattr(_dtype, _DTYPES[code])
        numel = 1
        for s in shape:
            numel *= s
        if not 0 <= begin <= end:
            _fail(source, f"'{name}' has invalid data_offsets {offsets!r}")
        if end > len(buffer):
            _fail(source, f"the file is truncated ('{name}' needs bytes {begin}..{end} of the data, which has only "
                          f"{len(buffer)})")
        if end - begin != numel * dtype.itemsize:
            _fail(source, f"'{name}' has {end - begin} bytes, but shape {shape} of {code} needs "
                          f"{numel * dtype.itemsize}")
        entries.append((begin, end, name, dtype, shape))
        end_max = max(end_max, end)
    entries.sort(key=lambda e: (e[0], e[1]))
    for (b0, e0, n0, _, _), (b1, e1, n1, _, _) in zip(entries, entries[1:]):
        if b1 < e0:
            _fail(source, f"the data of '{n0}' and '{n1}' overlap")
    if end_max != len(buffer):
        _fail(source, f"the data section has {len(buffer)} bytes, the header describes {end_max} (trailing bytes: "
                      "the file is damaged)")
    return entries, buffer, metadata


def _materialize(entries, buffer, device):
    xp = backends.cpu.xp
    out = {}
    for begin, end, name, dtype, shape in entries:
        array = xp.frombuffer(bytes(buffer[begin:end]), dtype=dtype.np_dtype.newbyteorder("<"))
        array = array.astype(dtype.np_dtype).reshape(shape)
        t = Tensor._make(array)
        out[name] = t.to(device) if device is not None else t
    return out


def _unflatten(obj, tensors, source):
    if isinstance(obj, list):
        return [_unflatten(v, tensors, source) for v in obj]
    if isinstance(obj, dict):
        if "__tensor__" in obj:
            name = obj["__tensor__"]
            if name not in tensors:
                _fail(source, f"the structure names a missing tensor {name!r}")
            t = tensors[name]
            if obj.get("parameter") and not isinstance(t, _Parameter()):
                t = tensors[name] = _Parameter()(t, requires_grad=bool(obj.get("requires_grad")))
            elif obj.get("requires_grad") and not t.requires_grad:
                t._set_requires_grad(True)
            return t
        if "__tuple__" in obj:
            return tuple(_unflatten(v, tensors, source) for v in obj["__tuple__"])
        if "__size__" in obj:
            return Size(obj["__size__"])
        if "__odict__" in obj:
            out = OrderedDict((_unflatten(k, tensors, source), _unflatten(v, tensors, source))
                              for k, v in obj["__odict__"])
            if "_metadata" in obj:
                out._metadata = OrderedDict((k, v) for k, v in obj["_metadata"])
            return out
        if "__dict__" in obj:
            return {_unflatten(k, tensors, source): _unflatten(v, tensors, source) for k, v in obj["__dict__"]}
        _fail(source, "the structure has an unknown object")
    return obj


def _device_of(map_location):
    if map_location is None or callable(map_location) or isinstance(map_location, dict):
        return None
    return map_location


def load(f, map_location=None, pickle_module=None, *, weights_only=True, mmap=None, **pickle_load_args):
    """Read a checkpoint written by ``save`` (or any safetensors file)."""
    if isinstance(f, (str, os.PathLike)):
        source = repr(os.fspath(f))
        with open(f, "rb") as fh:
            blob = fh.read()
    elif isinstance(f, (bytes, bytearray)):
        source, blob = "the given bytes", bytes(f)
    else:
        source, blob = "the given file object", f.read()
    entries, buffer, metadata = _parse(blob, source)
    tensors = _materialize(entries, buffer, _device_of(map_location))
    if _STRUCTURE_KEY in metadata:
        try:
            structure = json.loads(metadata[_STRUCTURE_KEY])
        except (TypeError, json.JSONDecodeError) as e:
            _fail(source, f"the stored structure is not valid JSON ({e})")
        return _unflatten(structure, tensors, source)
    order = sorted(tensors, key=lambda k: next(e[0] for e in entries if e[2] == k))
    state_dict = OrderedDict((k, tensors[k]) for k in order)
    if _STATE_DICT_METADATA_KEY in metadata:
        try:
            state_dict._metadata = OrderedDict((k, v) for k, v in json.loads(metadata[_STATE_DICT_METADATA_KEY]))
        except (TypeError, ValueError) as e:
            _fail(source, f"the stored state dict metadata is not valid ({e})")
    return state_dict


def _bytes(obj):
    """The checkpoint bytes of ``obj`` (tests and tools)."""
    buf = io.BytesIO()
    save(obj, buf)
    return buf.getvalue()
