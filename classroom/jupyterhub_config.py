# JupyterHub configuration for a Puppet class on one Linux machine: every
# learner logs in with their own Unix account and gets a notebook server
# of their own, running as them, with a copy of the course (its teaching
# environment shared read-only) and the safe Puppet kernel as the only
# kernel. README.md ("A classroom") describes
# the set-up; classroom/hub_test.go starts a hub with this file.
#
#     sudo PREPL_COURSE=/srv/prepl/notebooks jupyterhub -f classroom/jupyterhub_config.py
#
# Settings a classroom may change are marked "change:".
import os
import pwd
import subprocess
import sys

c = get_config()  # noqa: F821 (JupyterHub provides it)

# change: the course every learner gets a copy of: the notebooks directory
# of a prepl checkout (its notebooks and its teaching environment).
COURSE = os.environ.get("PREPL_COURSE", "/srv/prepl/notebooks")

# The directory, in each learner's home, that holds their copy of the course.
COURSE_DIR = "puppet-course"

# The course's teaching environment, which learners share read-only: their
# copy of the course holds a symlink to it instead of a copy. Its ERB
# templates and Ruby functions run in the safe kernel because the kernel
# trusts this directory (installed with --trust-ruby naming it, see
# jupyter_notebook_config.py); a learner's own copy would not be trusted.
# The course directory must not be writable by learners.
ENVIRONMENT = "environment"

# change: where the hub listens. Put it behind TLS (a reverse proxy, or
# c.JupyterHub.ssl_cert and ssl_key) before learners send passwords to it.
c.JupyterHub.bind_url = "http://:8000"

# Learners log in with their Unix accounts (PAM). change: the group of
# the learners' accounts, and the teachers, who may see everyone's server.
c.JupyterHub.authenticator_class = "pam"
c.LocalAuthenticator.allowed_groups = {"learners"}
c.Authenticator.admin_users = {"teacher"}

# Each learner's server runs as that learner (JupyterHub's default
# spawner), so learners cannot read or change each other's work, and every
# notebook they open runs in a kernel of its own in their server.
c.Spawner.notebook_dir = "~/" + COURSE_DIR
c.Spawner.default_url = "/notebooks/00-start.ipynb"
# Each learner's server: no shell in the browser, only the safe Puppet
# kernel, idle kernels stopped (jupyter_notebook_config.py next to this file).
c.Spawner.args = ["--config=" + os.path.join(os.path.dirname(os.path.abspath(__file__)), "jupyter_notebook_config.py")]

# change: what stays behind when the course is copied: the solutions,
# and the lessons' sources, tests and scripts that sit next to the
# notebooks.
COURSE_SKIP = ["*solutions*", "*.go", "*.py", "*.sh", "src", "lesson", "testdata", ".*"]

# Copies the course files a learner does not have yet into their course
# directory: the first start brings the whole course, later starts the
# notebooks a teacher added since, and nothing a learner has changed is
# ever overwritten. The shared directory is linked, not copied (a learner
# who has a copy of it from before keeps it). Arguments: the course, the
# learner's copy, the shared directory's name, the patterns of names to
# leave out.
COPY_COURSE = r"""
import fnmatch, os, shutil, sys
src, dst, shared, skip = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
left_out = lambda name: any(fnmatch.fnmatch(name, p) for p in skip)
os.makedirs(dst, exist_ok=True)
link = os.path.join(dst, shared)
if not os.path.lexists(link):
    os.symlink(os.path.join(src, shared), link)
for root, dirs, files in os.walk(src):
    dirs[:] = sorted(d for d in dirs if not left_out(d) and not (root == src and d == shared))
    target = os.path.join(dst, os.path.relpath(root, src))
    os.makedirs(target, exist_ok=True)
    for name in files:
        to = os.path.join(target, name)
        if not left_out(name) and not os.path.lexists(to):
            shutil.copy(os.path.join(root, name), to)
"""


def copy_course(spawner):
    """Gives the learner the course files they do not have yet, before
    their server starts (JupyterHub's pre-spawn hook)."""
    home = getattr(spawner, "home_dir", "")  # a spawner that sets homes itself
    as_learner = {}
    if not home:
        account = pwd.getpwnam(spawner.user.name)
        home = account.pw_dir
        if os.getuid() == 0:
            # The copy runs as the learner, so their home is written with
            # their rights alone (a link they made leads nowhere they
            # could not write themselves).
            as_learner = dict(user=account.pw_uid, group=account.pw_gid, extra_groups=[])
    os.makedirs(home, exist_ok=True)
    subprocess.run(
        [sys.executable, "-c", COPY_COURSE, os.path.abspath(COURSE), os.path.join(home, COURSE_DIR), ENVIRONMENT] + COURSE_SKIP,
        check=True, cwd=home, **as_learner,
    )


c.Spawner.pre_spawn_hook = copy_course
