"""torch.return_types: the named tuples that ops with several outputs return (``x.max(dim=1)``,
``torch.sort``, ``torch.linalg.inv_ex``). Each is a ``collections.namedtuple`` that prints as
PyTorch prints its structseq::

    torch.return_types.max(
    values=tensor([3., 7.]),
    indices=tensor([3, 3]))
"""
from collections import namedtuple

__all__ = []


def return_type(name, fields):
    """The class of ``name``'s results, made once and kept here as ``return_types.<name>``
    (overloads of one op, ``sort`` and ``sort.stable``, share it)."""
    cls = globals().get(name)
    if cls is None:
        cls = type(name, (namedtuple(name, fields),), {
            "__slots__": (), "__module__": __name__, "__repr__": _repr, "__str__": _repr,
            "n_fields": len(fields), "n_sequence_fields": len(fields), "n_unnamed_fields": 0})
        globals()[name] = cls
        __all__.append(name)
    return cls


def _repr(self):
    fields = ",\n".join(f"{name}={value!r}" for name, value in zip(self._fields, self))
    return f"torch.return_types.{type(self).__name__}(\n{fields})"
