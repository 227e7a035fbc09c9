notice(-5, - -5, -1.5, !true, !undef, !'', !0, !!'x')
$x = 3
notice(-$x)
