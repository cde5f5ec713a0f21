"""The type stubs (grundy/__init__.pyi) describe the package as it is: the same public names,
the same parameters, the same attributes of every class."""

import ast
import inspect
from pathlib import Path

import pytest

import grundy

STUB = Path(grundy.__file__).with_name("__init__.pyi")
TREE = ast.parse(STUB.read_text())
FUNCTIONS = {node.name: node for node in TREE.body if isinstance(node, ast.FunctionDef)}
CLASSES = {node.name: node for node in TREE.body if isinstance(node, ast.ClassDef)}
IMPORTED = {
    alias.asname or alias.name
    for node in TREE.body
    if isinstance(node, ast.ImportFrom) and node.module == "_errors"
    for alias in node.names
}


def test_the_package_is_marked_typed():
    assert STUB.with_name("py.typed").exists()


def test_every_public_name_is_in_the_stubs():
    assert set(grundy.__all__) == set(FUNCTIONS) | set(CLASSES) | IMPORTED


def parameters(node: ast.FunctionDef):
    args = node.args
    shown = [(a.arg, "positional") for a in args.posonlyargs + args.args]
    if args.vararg:
        shown.append((args.vararg.arg, "var"))
    shown += [(a.arg, "keyword") for a in args.kwonlyargs]
    return [item for item in shown if item[0] != "self"]


KINDS = {
    inspect.Parameter.POSITIONAL_ONLY: "positional",
    inspect.Parameter.POSITIONAL_OR_KEYWORD: "positional",
    inspect.Parameter.VAR_POSITIONAL: "var",
    inspect.Parameter.KEYWORD_ONLY: "keyword",
}


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_functions_have_the_parameters_of_their_stubs(name):
    runtime = inspect.signature(getattr(grundy, name))
    assert [(p.name, KINDS[p.kind]) for p in runtime.parameters.values()] == parameters(FUNCTIONS[name])


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_classes_have_the_attributes_of_their_stubs(name):
    cls = getattr(grundy, name)
    stubbed = {
        node.name
        for node in CLASSES[name].body
        if isinstance(node, ast.FunctionDef) and not node.name.startswith("__")
    }
    public = {attr for attr in dir(cls) if not attr.startswith("__")}
    assert stubbed == public
