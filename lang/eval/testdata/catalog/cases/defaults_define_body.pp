define d() { Notify { message => "d ${title}" } notify { "in ${title}": } }
d { 'x': }
notify { 'outside': }
