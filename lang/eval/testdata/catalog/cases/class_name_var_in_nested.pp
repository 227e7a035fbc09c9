class outer { class inner { notice($name) } include outer::inner }
include outer
