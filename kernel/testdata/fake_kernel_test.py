"""jupyter_kernel_test, the community's kernel test suite, run against the
fake-session test kernel installed as the kernelspec "prepl-fake"."""

import unittest

import jupyter_kernel_test


class FakeKernelTests(jupyter_kernel_test.KernelTests):
    kernel_name = "prepl-fake"
    language_name = "puppet"
    file_extension = ".pp"

    code_hello_world = "log hello, world"
    code_stderr = "warn careful"
    completion_samples = [{"text": "$h", "matches": {"$héllo", "$help"}}]
    complete_code_samples = ["1 + 1", "if x { 1 }"]
    incomplete_code_samples = ["if x {"]
    invalid_code_samples = ["}"]
    code_page_something = "page"
    code_generate_error = "fail"
    code_execute_result = [{"code": "6 * 7", "result": "6 * 7"}, {"code": "x", "mime": "text/html", "result": "<b>x</b>"}]
    code_display_data = [{"code": "show", "mime": "image/svg+xml"}]
    code_history_pattern = "6*"
    supported_history_operations = ("tail", "range", "search")
    code_inspect_sample = "notice"


if __name__ == "__main__":
    unittest.main()
