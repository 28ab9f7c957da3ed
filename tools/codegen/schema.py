"""Parse PyTorch function schemas: ``mul.Tensor(Tensor self, Tensor other) -> Tensor``."""
import re
from dataclasses import dataclass
from typing import Optional

from .errors import CodegenError

_TYPE_RE = re.compile(r"^(?P<base>Tensor|Scalar|int|SymInt|float|bool|str|ScalarType|Layout|Device|"
                      r"Generator|MemoryFormat|Dimname)(?P<alias>\([a-z!*\s\->]*\))?(?P<list>\[\d*\])?(?P<opt>\?)?$")


@dataclass(frozen=True)
class Type:
    base: str                 # Tensor, Scalar, int, float, bool, str, ScalarType, ...
    is_list: bool = False
    list_size: Optional[int] = None
    optional: bool = False
    list_optional_elements: bool = False  # Tensor?[]
    alias: Optional[str] = None           # "a", "a!" (in-place / view annotations)

    @property
    def is_tensor(self):
        return self.base == "Tensor" and not self.is_list

    @property
    def is_tensor_list(self):
        return self.base == "Tensor" and self.is_list

    @property
    def is_tensor_like(self):
        return self.base == "Tensor"

    def __str__(self):
        s = self.base
        if self.alias:
            s += f"({self.alias})"
        if self.list_optional_elements:
            s += "?"
        if self.is_list:
            s += f"[{self.list_size or ''}]"
        if self.optional:
            s += "?"
        return s


@dataclass(frozen=True)
class Argument:
    name: str
    type: Type
    default: Optional[str]
    kwarg_only: bool


@dataclass(frozen=True)
class Return:
    name: Optional[str]
    type: Type


@dataclass(frozen=True)
class Schema:
    name: str             # base name, e.g. "mul"
    overload: str         # e.g. "Tensor" ("" when none)
    arguments: tuple
    returns: tuple
    text: str

    @property
    def full_name(self):
        return f"{self.name}.{self.overload}" if self.overload else self.name

    @property
    def is_inplace(self):
        return self.name.endswith("_") and not self.name.endswith("__")

    def argument(self, name):
        for a in self.arguments:
            if a.name == name:
                return a
        return None


def _split_top(text, sep=","):
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def parse_type(text, where):
    text = text.strip()
    list_opt = False
    m = re.match(r"^Tensor(\([a-z!*\s\->]*\))?\?\[\]$", text)
    if m:
        return Type("Tensor", is_list=True, list_optional_elements=True)
    m = _TYPE_RE.match(text)
    if not m:
        raise CodegenError(f"unknown type '{text}'", where)
    lst = m.group("list")
    size = None
    if lst and len(lst) > 2:
        size = int(lst[1:-1])
    alias = m.group("alias")
    return Type(m.group("base"), is_list=bool(lst), list_size=size, optional=bool(m.group("opt")),
                list_optional_elements=list_opt, alias=alias[1:-1].strip() if alias else None)


_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def parse_schema(text, where):
    m = re.match(r"^\s*([A-Za-z_][\w]*)(?:\.(\w+))?\s*\((.*)\)\s*->\s*(.+?)\s*$", text, re.S)
    if not m:
        raise CodegenError(f"malformed schema '{text}': expected 'name[.overload](args) -> returns'", where)
    name, overload, args_text, ret_text = m.group(1), m.group(2) or "", m.group(3), m.group(4)
    arguments = []
    kwarg_only = False
    seen = set()
    for part in _split_top(args_text):
        if part == "*":
            kwarg_only = True
            continue
        default = None
        if "=" in part:
            part, default = (s.strip() for s in part.split("=", 1))
        pieces = part.rsplit(None, 1)
        if len(pieces) != 2 or not _NAME_RE.match(pieces[1]):
            raise CodegenError(f"malformed argument '{part}' in schema '{text}'", where)
        type_text, arg_name = pieces
        if arg_name in seen:
            raise CodegenError(f"argument '{arg_name}' appears twice in schema '{text}'", where)
        if arg_name in ("grad", "grads", "result", "grad_input_mask"):
            raise CodegenError(f"schema '{text}' has an argument named '{arg_name}', a reserved name in "
                               "derivative formulas", where)
        seen.add(arg_name)
        arguments.append(Argument(arg_name, parse_type(type_text, where), default, kwarg_only))
    ret_text = ret_text.strip()
    if ret_text.startswith("(") and ret_text.endswith(")"):
        ret_parts = _split_top(ret_text[1:-1])
    else:
        ret_parts = [ret_text]
    returns = []
    for part in ret_parts:
        pieces = part.rsplit(None, 1)
        if len(pieces) == 2 and _NAME_RE.match(pieces[1]) and not pieces[1].startswith("Tensor"):
            returns.append(Return(pieces[1], parse_type(pieces[0], where)))
        else:
            returns.append(Return(None, parse_type(part, where)))
    return Schema(name, overload, tuple(arguments), tuple(returns), text.strip())
