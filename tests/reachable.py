"""The objects reachable from a root by what it holds: how the no-peek tests check that
nothing an agent or a reviewer is handed leads to the full state or the seed."""

from __future__ import annotations

import gc
import types


def reachable(root: object, limit: int = 400_000) -> list[object]:
    """Objects reachable from `root` by what it holds: attributes, slots, container items,
    a function's closure and defaults; never a module, a class or a function's globals."""
    seen: set[int] = set()
    out: list[object] = []
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (type, types.ModuleType)):
            continue
        seen.add(id(obj))
        out.append(obj)
        assert len(out) < limit, "the walk did not end"
        if isinstance(obj, types.FunctionType):
            stack.extend(c.cell_contents for c in obj.__closure__ or () if c.cell_contents is not None)
            stack.extend(obj.__defaults__ or ())
            stack.extend((obj.__kwdefaults__ or {}).values())
            continue
        if isinstance(obj, types.MethodType):
            stack.extend((obj.__self__, obj.__func__))
            continue
        if isinstance(obj, (types.BuiltinFunctionType, types.CodeType, types.CellType)):
            stack.extend(gc.get_referents(obj) if isinstance(obj, types.CellType) else ())
            continue
        stack.extend(gc.get_referents(obj))
    return out
