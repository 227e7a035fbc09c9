# What every server runs.
class profile::base {
  include baseline
  include monitoring
  Class['baseline'] -> Class['monitoring']
}
