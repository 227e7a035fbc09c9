# @summary What every machine of the site gets: the time kept, the
# administrators' accounts and the message of the day.
class profile::base {
  include timesync
  include accounts
  include motd
}
