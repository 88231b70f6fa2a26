"""Waiting for the page from the test side: the site's Content-Security-Policy forbids the string
evaluation Playwright's wait_for_function injects into the page, so poll with evaluate instead
(run by the browser's debugging protocol, outside the page's policy)."""
import time


def wait_until(page, expression: str, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not page.evaluate(expression):
        if time.monotonic() > deadline:
            raise AssertionError(f"still false after {timeout} s: {expression}")
        time.sleep(0.05)
