"""jupyter_kernel_test, the community's kernel test suite, with Puppet
samples, against the kernelspec named by the PREPL_KERNEL variable."""

import os
import unittest

import jupyter_kernel_test


class PuppetKernelTests(jupyter_kernel_test.KernelTests):
    kernel_name = os.environ.get("PREPL_KERNEL", "puppet")
    language_name = "puppet"
    file_extension = ".pp"

    code_hello_world = "notice('hello, world')"
    code_stderr = "warning('careful')"
    completion_samples = [{"text": "notic", "matches": {"notice"}}]
    complete_code_samples = ["1 + 1", "$x = [1, 2]", "if true { 1 }", "notice('a')\n"]
    incomplete_code_samples = ["if true {", "[1, 2", "$h = {", "'open string", "1 +"]
    invalid_code_samples = ["if }", "1 + )"]
    code_page_something = "notice?"
    code_generate_error = "fail('boom')"
    code_execute_result = [
        {"code": "6 * 7", "result": "42"},
        {"code": "'a'", "result": "'a'"},
        {"code": "[{'name' => 'a'}, {'name' => 'b'}]", "mime": "text/html"},
    ]
    code_display_data = [{"code": ":vars", "mime": "text/plain"}, {"code": ":types", "mime": "text/html"}]
    if os.environ.get("PREPL_GRAPHVIZ"):
        # The catalog's picture needs Graphviz's dot.
        code_display_data.append({"code": ":catalog dot", "mime": "image/svg+xml"})
    code_history_pattern = "6 *"
    supported_history_operations = ("tail", "range", "search")
    code_inspect_sample = "notice"


if __name__ == "__main__":
    unittest.main()
