Notify['zz'] { message => 'y' }
notice('after')
