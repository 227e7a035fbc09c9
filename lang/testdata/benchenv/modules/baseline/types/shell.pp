type Baseline::Shell = Enum['/bin/bash', '/bin/zsh', '/bin/sh']
