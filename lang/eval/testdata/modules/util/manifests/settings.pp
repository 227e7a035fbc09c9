# Parameters the module's data sets to ~: undef without a default, the
# default otherwise.
class util::settings (
  Optional[String] $mode,
  String $level = 'low',
) {
  notice("mode=${mode} level=${level}")
}
