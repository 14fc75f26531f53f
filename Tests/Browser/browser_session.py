"""One headless Chromium for the whole suite, through Selenium and chromedriver."""

import os
import shutil


class BrowserUnavailable(Exception):
    """Chromium, chromedriver or Selenium is missing, or the browser did not start."""


def find(names, variable):
    """The first of `names` on PATH (or the path in the environment variable), or None."""
    given = os.environ.get(variable)
    if given:
        return given if os.access(given, os.X_OK) else None
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    return None


def start(width=1200, height=1200):
    """A Selenium driver for headless Chromium (`--headless=new`, `--no-sandbox` as root)."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError as error:
        raise BrowserUnavailable(
            f"Selenium is not installed ({error}; Debian: python3-selenium)") from error
    chromium = find(["chromium", "chromium-browser", "google-chrome"], "CHROMIUM")
    driver_path = find(["chromedriver"], "CHROMEDRIVER")
    if chromium is None:
        raise BrowserUnavailable("Chromium is not installed (Debian: chromium)")
    if driver_path is None:
        raise BrowserUnavailable("chromedriver is not installed (Debian: chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    arguments = [
        "--headless=new", f"--window-size={width},{height}", "--force-device-scale-factor=1",
        "--hide-scrollbars", "--disable-gpu", "--disable-dev-shm-usage",
    ]
    if os.geteuid() == 0:
        arguments.append("--no-sandbox")  # Chromium refuses to start as root with its sandbox
    for argument in arguments:
        options.add_argument(argument)
    try:
        driver = webdriver.Chrome(service=Service(driver_path), options=options)
    except Exception as error:  # Selenium raises several kinds; all mean "did not start"
        first_line = (str(error).strip().splitlines() or ["?"])[0]  # not chromedriver's stack
        raise BrowserUnavailable(f"Chromium did not start: {first_line}") from error
    driver.set_script_timeout(120)
    return driver
