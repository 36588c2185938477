#!/usr/bin/perl
# Runs a command and writes the CPU seconds (user + system) of every process it started to a file:
#   perl scripts/step-cpu.pl <file> <command> [args...]
# The exit status is the command's. This process is made a child subreaper (Linux prctl), so a
# process whose parent ended before it is reaped here and its CPU counted: a browser's renderers
# outlive the browser process that Playwright closes, and the shell's `times` misses them (more
# than half of a browser test step's CPU). Descendants still running when the command has ended
# are waited for a few seconds, then left alone (a daemon a step started on purpose).
# perl-base is part of every Debian system, so this needs nothing installed.
use strict;
use warnings;
use POSIX qw(:sys_wait_h uname);

my ($file, @command) = @ARGV;
die "usage: step-cpu.pl <file> <command> [args...]\n" unless defined $file && @command;

# prctl(PR_SET_CHILD_SUBREAPER, 1): the syscall's number depends on the architecture.
my %prctl = (x86_64 => 157, aarch64 => 167);
my $number = $prctl{ (uname())[4] };
defined $number && syscall($number, 36, 1, 0, 0, 0) == 0
  or warn "step-cpu.pl: no subreaper here, the CPU figure counts waited-for processes only\n";

my $pid = fork() // die "fork: $!\n";
if ($pid == 0) {
  exec { $command[0] } @command or die "$command[0]: $!\n";
}
# Interrupts end the command, not the accounting: the terminal sends them to both anyway.
$SIG{INT} = $SIG{TERM} = sub { kill 'TERM', $pid };

my $status = 0;
my $left;
while (1) {
  my $ended = defined $left ? waitpid(-1, WNOHANG) : waitpid(-1, 0);
  last if $ended == -1;    # no child left
  if ($ended == $pid) {
    $status = WIFEXITED($?) ? WEXITSTATUS($?) : 128 + WTERMSIG($?);
    $left = time + 5;
  }
  next if $ended > 0;
  last if time > $left;
  select(undef, undef, undef, 0.1);
}

my (undef, undef, $user, $system) = times;
open my $out, '>', $file or die "$file: $!\n";
printf $out "%.0f\n", $user + $system;
close $out;
exit $status;
