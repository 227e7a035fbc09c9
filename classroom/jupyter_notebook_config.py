# Settings of each learner's notebook server, which the hub
# (jupyterhub_config.py) starts with --config naming this file: no shell
# in the browser and no kernel but the safe Puppet kernel, so everything a
# learner runs is Puppet code in safe mode (README.md, "Safe mode"): it
# runs no programs and reads no files outside the course.
from jupyter_client.kernelspec import KernelSpecManager, NoSuchKernel

c = get_config()  # noqa: F821 (Jupyter provides it)

# The one kernelspec learners may use: the safe kernel, installed with
#     sudo jupyter-kernel install --prefix /usr/local --safe --name puppet \
#         --trust-ruby /srv/prepl/notebooks/environment
# (named "puppet", the name the notebooks ask for, so they open in it;
# trusting the course's shared environment, whose ERB templates then run,
# while Ruby a learner writes does not).
KERNEL = "puppet"


class OnlyAllowedKernels(KernelSpecManager):
    """Starts no kernel but the allowed ones. Jupyter's allowed_kernelspecs
    only hides the others from the list, and the Python kernel of
    ipykernel can always be started by name."""

    def get_kernel_spec(self, kernel_name):
        if kernel_name not in self.allowed_kernelspecs:
            raise NoSuchKernel(kernel_name)
        return super().get_kernel_spec(kernel_name)


c.NotebookApp.kernel_spec_manager_class = OnlyAllowedKernels
c.KernelSpecManager.allowed_kernelspecs = {KERNEL}
c.KernelSpecManager.ensure_native_kernel = False
c.MultiKernelManager.default_kernel_name = KERNEL
c.NotebookApp.terminals_enabled = False

# A kernel idle for an hour is stopped (its notebook keeps its outputs),
# so a class does not leave a kernel per notebook running for the day.
c.MappingKernelManager.cull_idle_timeout = 3600
c.MappingKernelManager.cull_interval = 300
