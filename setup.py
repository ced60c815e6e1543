"""Package discovery for cardsmith (all other metadata lives in pyproject.toml)."""

from setuptools import find_packages, setup

setup(
    packages=[
        *find_packages(
            include=[
                "dsl",
                "dsl.*",
                "engine",
                "engine.*",
                "rulesets",
                "rulesets.*",
                "tools",
                "tools.*",
            ]
        ),
        "cardsmith_data.schemas",
        "cardsmith_data.content",
    ],
)
