"""The examples in the docstrings, run as doctests: every public function and class has one,
and they all hold."""

import doctest
import inspect

import pytest

import grundy
import grundy._errors

PUBLIC = [getattr(grundy, name) for name in grundy.__all__]


def collect():
    """The doctests of the module, its functions and classes, and the classes' methods."""
    finder = doctest.DocTestFinder(exclude_empty=True)
    found = {}
    # The module's own docstring and its Python-defined functions and exceptions.
    for test in finder.find(grundy) + finder.find(grundy._errors):
        if test.examples:
            found[test.name] = test
    # Classes defined in Rust: their docstrings and their methods' and properties'.
    for item in PUBLIC:
        if not inspect.isclass(item):
            continue
        for name, member in [("", item)] + sorted(vars(item).items()):
            doc = getattr(member, "__doc__", None)
            if name.startswith("__") or not doc or ">>>" not in doc:
                continue
            label = f"grundy.{item.__name__}" + (f".{name}" if name else "")
            found[label] = doctest.DocTestParser().get_doctest(doc, {}, label, None, 0)
    return found


DOCTESTS = collect()


@pytest.mark.parametrize("name", sorted(DOCTESTS))
def test_docstring_examples_hold(name):
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    test = DOCTESTS[name]
    test.globs = {"grundy": grundy}
    report = []
    result = runner.run(test, out=report.append)
    assert result.failed == 0, "".join(report)


@pytest.mark.parametrize("item", PUBLIC, ids=lambda item: item.__name__)
def test_every_public_function_and_class_has_an_example(item):
    assert item.__doc__ and ">>>" in item.__doc__, f"{item.__name__} has no example"
