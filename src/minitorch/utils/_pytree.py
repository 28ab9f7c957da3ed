"""A small part of torch.utils._pytree: tuples, lists and dicts are containers, anything else (None too) a leaf.
``tree_flatten`` gives the leaves and a TreeSpec that ``tree_unflatten`` rebuilds from; specs compare equal
when the structures match, and print as PyTorch's do (they appear in error messages)."""

__all__ = ["TreeSpec", "LeafSpec", "tree_flatten", "tree_unflatten", "tree_leaves", "treespec_pprint"]


class TreeSpec:
    def __init__(self, type, context, children_specs):
        self.type = type
        self._context = context
        self._children = list(children_specs)
        self.num_leaves = sum(c.num_leaves for c in self._children)

    @property
    def context(self):
        return self._context

    @property
    def num_children(self):
        return len(self._children)

    def is_leaf(self):
        return False

    def __eq__(self, other):
        if self is other:
            return True
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.type is other.type and self._context == other._context and self._children == other._children

    def __repr__(self, indent=0):
        children = ""
        if self._children:
            indent += 2
            children = self._children[0].__repr__(indent)
            children += "," if len(self._children) > 1 else ""
            children += ",".join("\n" + " " * indent + c.__repr__(indent) for c in self._children[1:])
        return f"TreeSpec({self.type.__name__}, {self._context}, [{children}])"


class LeafSpec(TreeSpec):
    def __init__(self):
        super().__init__(None, None, [])
        self.num_leaves = 1

    def is_leaf(self):
        return True

    def __repr__(self, indent=0):
        return "*"


def _children(tree):
    """(children, context) of a container, None for a leaf."""
    if isinstance(tree, (tuple, list)) and not hasattr(tree, "_fields"):
        return list(tree), None
    if isinstance(tree, dict):
        keys = list(tree)
        return [tree[k] for k in keys], keys
    return None


def tree_flatten(tree):
    """(leaves in order, spec). Recursive: argument structures are shallow (this is not the autograd graph)."""
    leaves = []

    def flatten(node):
        split = _children(node)
        if split is None:
            leaves.append(node)
            return LeafSpec()
        children, context = split
        return TreeSpec(type(node), context, [flatten(c) for c in children])
    spec = flatten(tree)
    return leaves, spec


def tree_leaves(tree):
    return tree_flatten(tree)[0]


def tree_unflatten(leaves, treespec):
    leaves = list(leaves)
    if len(leaves) != treespec.num_leaves:
        raise ValueError(f"treespec.unflatten(leaves): `leaves` has length {len(leaves)} but the spec refers to a "
                         f"pytree that holds {treespec.num_leaves} items ({treespec}).")
    it = iter(leaves)

    def build(spec):
        if spec.is_leaf():
            return next(it)
        children = [build(c) for c in spec._children]
        if spec.type is dict:
            return dict(zip(spec._context, children))
        return spec.type(children)
    return build(treespec)


class _DummyLeaf:
    def __repr__(self):
        return "*"


def treespec_pprint(treespec):
    """The structure with ``*`` for each leaf, as PyTorch's error messages show it: ``(*, {'k': *})``."""
    return repr(tree_unflatten([_DummyLeaf() for _ in range(treespec.num_leaves)], treespec))
