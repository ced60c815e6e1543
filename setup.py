"""Package discovery for cardsmith (all other metadata lives in pyproject.toml).

Everything installs under the one package ``cardsmith``: ``cardsmith/dsl`` and its siblings are
links to the top-level folders, which ``find_packages`` follows."""

from setuptools import find_packages, setup

setup(
    packages=[
        *find_packages(
            include=[
                "cardsmith",
                "cardsmith.*",
            ]
        ),
        "cardsmith_data.schemas",
        "cardsmith_data.content",
    ],
)
