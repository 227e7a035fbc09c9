@@notify { 'ex': }
Notify <<| |>>
notice(defined(Notify['ex']))
