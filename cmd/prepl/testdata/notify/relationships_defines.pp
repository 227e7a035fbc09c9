notify{a:} notify{b: before => Notify[a]}
define d() { notify{"in $title":} }
d{x:}
