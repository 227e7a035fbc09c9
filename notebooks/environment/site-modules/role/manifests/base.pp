# @summary A machine with nothing but the base profile.
class role::base {
  include profile::base
}
